-- The likes, views, downloads and bookmarks counts on a material's row (schema.ts) are kept here,
-- by the database, inside the transaction that inserts or deletes a like, view, download or
-- bookmark, whoever does it: the API, the seed, or a cascade when an account or material goes.
CREATE OR REPLACE FUNCTION material_count_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  material integer := CASE WHEN TG_OP = 'INSERT' THEN NEW.material_id ELSE OLD.material_id END;
BEGIN
  IF TG_ARGV[0] = 'likes' THEN
    UPDATE materials SET likes_count = likes_count + delta WHERE id = material;
  ELSIF TG_ARGV[0] = 'views' THEN
    UPDATE materials SET views_count = views_count + delta WHERE id = material;
  ELSIF TG_ARGV[0] = 'downloads' THEN
    UPDATE materials SET downloads_count = downloads_count + delta WHERE id = material;
  ELSIF TG_ARGV[0] = 'bookmarks' THEN
    UPDATE materials SET bookmarks_count = bookmarks_count + delta WHERE id = material;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER likes_count AFTER INSERT OR DELETE ON likes
  FOR EACH ROW EXECUTE FUNCTION material_count_changed('likes');
--> statement-breakpoint
CREATE TRIGGER views_count AFTER INSERT OR DELETE ON material_views
  FOR EACH ROW EXECUTE FUNCTION material_count_changed('views');
--> statement-breakpoint
CREATE TRIGGER downloads_count AFTER INSERT OR DELETE ON material_downloads
  FOR EACH ROW EXECUTE FUNCTION material_count_changed('downloads');
--> statement-breakpoint
CREATE TRIGGER bookmarks_count AFTER INSERT OR DELETE ON bookmarks
  FOR EACH ROW EXECUTE FUNCTION material_count_changed('bookmarks');
--> statement-breakpoint
-- Rows that existed before the counts did.
UPDATE materials SET
  likes_count = (SELECT count(*) FROM likes WHERE likes.material_id = materials.id),
  views_count = (SELECT count(*) FROM material_views WHERE material_views.material_id = materials.id),
  downloads_count = (SELECT count(*) FROM material_downloads WHERE material_downloads.material_id = materials.id),
  bookmarks_count = (SELECT count(*) FROM bookmarks WHERE bookmarks.material_id = materials.id);
