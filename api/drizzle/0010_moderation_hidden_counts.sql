DROP INDEX "material_categories_node_created_at_idx";--> statement-breakpoint
DROP INDEX "material_categories_node_likes_idx";--> statement-breakpoint
DROP INDEX "material_categories_node_downloads_idx";--> statement-breakpoint
DROP INDEX "materials_created_at_idx";--> statement-breakpoint
DROP INDEX "materials_likes_idx";--> statement-breakpoint
DROP INDEX "materials_downloads_idx";--> statement-breakpoint
ALTER TABLE "material_categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "material_categories_node_created_at_idx" ON "material_categories" USING btree ("node_id","created_at" DESC NULLS LAST,"material_id" DESC NULLS LAST) WHERE not "material_categories"."hidden";--> statement-breakpoint
CREATE INDEX "material_categories_node_likes_idx" ON "material_categories" USING btree ("node_id","likes_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"material_id" DESC NULLS LAST) WHERE not "material_categories"."hidden";--> statement-breakpoint
CREATE INDEX "material_categories_node_downloads_idx" ON "material_categories" USING btree ("node_id","downloads_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"material_id" DESC NULLS LAST) WHERE not "material_categories"."hidden";--> statement-breakpoint
CREATE INDEX "materials_created_at_idx" ON "materials" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "materials"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "materials_likes_idx" ON "materials" USING btree ("likes_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "materials"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "materials_downloads_idx" ON "materials" USING btree ("downloads_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "materials"."hidden_at" is null;--> statement-breakpoint
-- Moderation (issue 19): a material hidden by an administrator (materials.hidden_at set) leaves every
-- list and count at once, kept here by the database like the counts of 0004 and 0006, inside the
-- transaction that hides or restores it, whoever does it:
--  * material_categories.hidden copies "hidden_at is not null" of its material (set on insert, followed
--    on every change), and the lists' node indexes hold only the links that are not hidden;
--  * category_nodes.materials_count and material_totals count only the materials that are not hidden;
--  * the open reports about a material or comment that is deleted are resolved ('deleted'), so the
--    administrators' queue never shows an item that no longer exists.
CREATE OR REPLACE FUNCTION material_category_sort_keys() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  SELECT m.created_at, m.likes_count, m.downloads_count, m.hidden_at IS NOT NULL
    INTO NEW.created_at, NEW.likes_count, NEW.downloads_count, NEW.hidden
    FROM materials m WHERE m.id = NEW.material_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION material_sort_keys_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE material_categories
    SET created_at = NEW.created_at, likes_count = NEW.likes_count, downloads_count = NEW.downloads_count,
        hidden = NEW.hidden_at IS NOT NULL
    WHERE material_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER materials_sort_keys ON materials;
--> statement-breakpoint
CREATE TRIGGER materials_sort_keys AFTER UPDATE OF created_at, likes_count, downloads_count, hidden_at ON materials
  FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at
     OR OLD.likes_count IS DISTINCT FROM NEW.likes_count
     OR OLD.downloads_count IS DISTINCT FROM NEW.downloads_count
     OR (OLD.hidden_at IS NULL) IS DISTINCT FROM (NEW.hidden_at IS NULL))
  EXECUTE FUNCTION material_sort_keys_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION category_node_count_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND NOT OLD.hidden THEN
    UPDATE category_nodes SET materials_count = materials_count - 1 WHERE id = OLD.node_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.hidden THEN
    UPDATE category_nodes SET materials_count = materials_count + 1 WHERE id = NEW.node_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A new like rewrites the link's copies (hidden among them, unchanged): only a real change moves a count.
CREATE TRIGGER material_categories_node_count_moved AFTER UPDATE OF node_id, hidden ON material_categories
  FOR EACH ROW
  WHEN (OLD.node_id IS DISTINCT FROM NEW.node_id OR OLD.hidden IS DISTINCT FROM NEW.hidden)
  EXECUTE FUNCTION category_node_count_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION material_total_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.hidden_at IS NULL THEN
    delta := delta - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.hidden_at IS NULL THEN
    delta := delta + 1;
  END IF;
  IF delta <> 0 THEN
    UPDATE material_totals SET materials_count = materials_count + delta;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER materials_total ON materials;
--> statement-breakpoint
CREATE TRIGGER materials_total AFTER INSERT OR DELETE OR UPDATE OF hidden_at ON materials
  FOR EACH ROW EXECUTE FUNCTION material_total_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reported_item_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE reports SET resolved_at = now(), resolution = 'deleted'
    WHERE item_type = TG_ARGV[0]::report_item_type AND item_id = OLD.id AND resolved_at IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER materials_reports_resolved AFTER DELETE ON materials
  FOR EACH ROW EXECUTE FUNCTION reported_item_deleted('material');
--> statement-breakpoint
CREATE TRIGGER comments_reports_resolved AFTER DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION reported_item_deleted('comment');
--> statement-breakpoint
-- Rows that existed before: materials hidden since 0009 (none, unless set by hand).
UPDATE material_categories mc SET hidden = true FROM materials m WHERE m.id = mc.material_id AND m.hidden_at IS NOT NULL;
--> statement-breakpoint
UPDATE category_nodes n
  SET materials_count = (SELECT count(*) FROM material_categories mc WHERE mc.node_id = n.id AND NOT mc.hidden);
--> statement-breakpoint
UPDATE material_totals SET materials_count = (SELECT count(*) FROM materials WHERE hidden_at IS NULL);
