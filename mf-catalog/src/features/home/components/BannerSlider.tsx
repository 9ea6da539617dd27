import { useId, useState, type ReactNode } from 'react';
import { Link } from '@portal/shared-ui/lib/router';
import type { Banner } from '@portal/contracts/schemas/entities';
import { IconButton } from '@portal/shared-ui/components/IconButton';
import styles from './BannerSlider.module.css';

/** An address inside the portal is followed by the router; anything else is an ordinary link. */
function BannerLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={styles.link}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={styles.link}>
      {children}
    </a>
  );
}

/**
 * The home page's banners, one slide at a time (spec §2.2), after the WAI-ARIA carousel pattern:
 * a region announced as 'karuselis', labelled previous/next buttons and, with more than one banner,
 * one button per slide. It never turns by itself, so nothing moves while someone reads.
 */
export function BannerSlider({ banners }: { banners: readonly Banner[] }) {
  const [chosen, setChosen] = useState(0);
  const id = useId();
  if (banners.length === 0) return null;
  const count = banners.length;
  const current = Math.min(chosen, count - 1);
  const many = count > 1;
  const go = (index: number) => setChosen((index + count) % count);

  return (
    <section className={styles.slider} aria-roledescription="karuselis" aria-label="Aktualitātes">
      <div className={styles.slides} id={`${id}-slides`} aria-live="polite">
        {banners.map((banner, index) => {
          // The first slide is the top of the home page, likely its largest paint (LCP): fetched
          // first. width/height give the box its 3:1 shape before the picture arrives. The title is
          // text on the picture, for everyone to read; the picture is decoration (alt="") so the
          // title is not read twice, and it names the link.
          const image = (
            <>
              <img
                className={styles.image}
                src={banner.image.full_url}
                alt=""
                width={1200}
                height={400}
                fetchPriority={index === 0 ? 'high' : undefined}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
              <span className={styles.caption}>{banner.title}</span>
            </>
          );
          return (
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slaids"
              aria-label={`${index + 1}. no ${count}`}
              className={styles.slide}
              hidden={index !== current}
            >
              {banner.target_url ? <BannerLink href={banner.target_url}>{image}</BannerLink> : image}
            </div>
          );
        })}
      </div>
      {many ? (
        <div className={styles.controls}>
          <IconButton
            icon="chevron-left"
            label="Iepriekšējais slaids"
            aria-controls={`${id}-slides`}
            onClick={() => go(current - 1)}
          />
          <div className={styles.dots} role="group" aria-label="Slaidi">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={`${index + 1}. slaids: ${banner.title}`}
                aria-current={index === current ? 'true' : undefined}
                aria-controls={`${id}-slides`}
                onClick={() => setChosen(index)}
              >
                <span className={styles.mark} aria-hidden="true" />
              </button>
            ))}
          </div>
          <IconButton
            icon="next"
            label="Nākamais slaids"
            aria-controls={`${id}-slides`}
            onClick={() => go(current + 1)}
          />
        </div>
      ) : null}
    </section>
  );
}
