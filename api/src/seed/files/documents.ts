/**
 * Turns a demo material into the bytes of its file: a PDF laid out as the material type is used
 * in class (a presentation's outline, a worksheet with room for answers, a lab report form, a test
 * with points), a PNG picture, or a CSV table that opens in a spreadsheet.
 */
import type { FileSpec, MaterialDef } from '../content/materials';
import type { ClassDef, ThemeDef, TypeDef } from '../content/tree';
import { PdfDocument } from './pdf';
import { renderPicture } from './pictures';

export interface GeneratedFile {
  data: Buffer;
  mimeType: string;
  /** The name the file is downloaded under. */
  fileName: string;
}

export interface DocumentContext {
  material: MaterialDef;
  cls: ClassDef;
  theme: ThemeDef;
  type: TypeDef;
  /** The signature shown on the material: the author's name or pseudonym. */
  signature: string;
  createdAt: Date;
}

export function generateMaterialFile(spec: FileSpec, ctx: DocumentContext): GeneratedFile {
  switch (spec.kind) {
    case 'pdf':
      return { data: materialPdf(ctx), mimeType: 'application/pdf', fileName: `${ctx.material.key}.pdf` };
    case 'png':
      return {
        data: renderPicture({ motif: spec.motif, from: spec.from, to: spec.to, width: 1200, height: 800 }),
        mimeType: 'image/png',
        fileName: `${ctx.material.key}.png`,
      };
    case 'csv':
      return { data: csv(spec.header, spec.rows), mimeType: 'text/csv', fileName: `${ctx.material.key}.csv` };
  }
}

/**
 * Semicolon-separated with a byte-order mark: the form Excel and LibreOffice open correctly with
 * Latvian regional settings (decimal comma, UTF-8 letters).
 */
function csv(header: readonly string[], rows: readonly (readonly string[])[]): Buffer {
  const cell = (value: string) => (/[";\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [header, ...rows].map((row) => row.map(cell).join(';'));
  return Buffer.from('\ufeff' + lines.join('\r\n') + '\r\n', 'utf8');
}

function materialPdf(ctx: DocumentContext): Buffer {
  const { material, cls, theme, type } = ctx;
  const content = theme.content;
  const doc = new PdfDocument({
    title: material.title,
    author: ctx.signature,
    subject: `${cls.title} · ${theme.title} · ${type.title}`,
    createdAt: ctx.createdAt,
  });
  doc.heading(material.title);
  doc.paragraph(`${cls.title} · ${theme.title} · ${type.title} · Autors: ${ctx.signature}`, { muted: true, size: 10 });
  doc.paragraph(material.description);

  switch (type.key) {
    case 'prezentacijas':
      doc.heading('Stundas gaita', 2).list(content.keyPoints, true);
      doc.heading('Teorija', 2).paragraph(content.theory);
      doc.heading('Jautājumi pārrunām', 2).list(content.questions.slice(0, 2).map(([q]) => q));
      doc.heading('Mājas darbs', 2).paragraph(content.tasks[content.tasks.length - 1] ?? '');
      break;
    case 'darba-lapas':
      doc.paragraph('Vārds, uzvārds: ______________________________   Klase: ________   Datums: ____________');
      doc.heading('Atceries', 2).paragraph(content.theory);
      doc.heading('Uzdevumi', 2);
      content.tasks.forEach((task, i) => {
        doc.paragraph(`${i + 1}. ${task}`, { bold: true });
        doc.answerLines(3);
      });
      break;
    case 'laboratorijas-darbi':
      doc.heading('Darba mērķis', 2).paragraph(content.lab.goal);
      doc.heading('Darba piederumi', 2).list(content.lab.equipment);
      doc
        .heading('Drošības noteikumi', 2)
        .list([
          'Pirms darba sākuma iepazīsties ar darba gaitu un piederumiem.',
          'Elektriskās ķēdes ieslēdz tikai pēc skolotāja atļaujas; ar karstiem priekšmetiem strādā uzmanīgi.',
          'Pēc darba sakārto darba vietu.',
        ]);
      doc.heading('Darba gaita', 2).list(content.lab.steps, true);
      doc.heading('Mērījumu rezultāti', 2).table(
        content.lab.columns,
        Array.from({ length: content.lab.rows }, () => content.lab.columns.map(() => '')),
      );
      doc.heading('Secinājumi', 2).answerLines(4);
      break;
    case 'parbaudes-darbi': {
      const total = content.questions.reduce((sum, [, points]) => sum + points, 0);
      doc.paragraph('Vārds, uzvārds: ______________________________   Klase: ________   Datums: ____________');
      doc.paragraph(
        `Darba laiks: 40 minūtes. Kopā ${total} punkti. Atbildes pamato ar aprēķiniem vai paskaidrojumiem.`,
        { muted: true },
      );
      content.questions.forEach(([question, points], i) => {
        doc.paragraph(`${i + 1}. ${question} (${points} p.)`, { bold: true });
        doc.answerLines(points + 1);
      });
      doc.heading('Vērtēšana', 2).table(
        ['Punkti', 'Vērtējums'],
        [
          [`${total - 1}–${total}`, 'teicami'],
          [`${Math.ceil(total * 0.7)}–${total - 2}`, 'labi'],
          [`${Math.ceil(total * 0.4)}–${Math.ceil(total * 0.7) - 1}`, 'apmierinoši'],
          [`0–${Math.ceil(total * 0.4) - 1}`, 'jāpilnveido'],
        ],
      );
      break;
    }
    case 'noderigas-saites':
      throw new Error(`Demo material ${material.key}: links have no file`);
  }
  return doc.toBuffer();
}
