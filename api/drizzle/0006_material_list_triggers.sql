-- What the material lists read at 100,000 materials, kept by the database inside the transaction
-- that changes it, whoever does it (the API, the seed, a cascade), like the counts of 0004:
--  * material_categories carries a copy of its material's created_at, likes_count and
--    downloads_count, so that a node's list in any sort is one range of a (node, sort) index;
--  * category_nodes.materials_count is the number of materials attached to the node;
--  * material_totals holds the number of all materials in its one row.
CREATE OR REPLACE FUNCTION material_category_sort_keys() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  SELECT m.created_at, m.likes_count, m.downloads_count
    INTO NEW.created_at, NEW.likes_count, NEW.downloads_count
    FROM materials m WHERE m.id = NEW.material_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER material_categories_sort_keys BEFORE INSERT OR UPDATE OF material_id ON material_categories
  FOR EACH ROW EXECUTE FUNCTION material_category_sort_keys();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION material_sort_keys_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE material_categories
    SET created_at = NEW.created_at, likes_count = NEW.likes_count, downloads_count = NEW.downloads_count
    WHERE material_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A view or a bookmark changes neither key: only these columns wake the copy up.
CREATE TRIGGER materials_sort_keys AFTER UPDATE OF created_at, likes_count, downloads_count ON materials
  FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at
     OR OLD.likes_count IS DISTINCT FROM NEW.likes_count
     OR OLD.downloads_count IS DISTINCT FROM NEW.downloads_count)
  EXECUTE FUNCTION material_sort_keys_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION category_node_count_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE category_nodes SET materials_count = materials_count + 1 WHERE id = NEW.node_id;
  ELSE
    UPDATE category_nodes SET materials_count = materials_count - 1 WHERE id = OLD.node_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER material_categories_node_count AFTER INSERT OR DELETE ON material_categories
  FOR EACH ROW EXECUTE FUNCTION category_node_count_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION material_total_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE material_totals SET materials_count = materials_count + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER materials_total AFTER INSERT OR DELETE ON materials
  FOR EACH ROW EXECUTE FUNCTION material_total_changed();
--> statement-breakpoint
-- Rows that existed before the copies and counts did.
UPDATE material_categories mc
  SET created_at = m.created_at, likes_count = m.likes_count, downloads_count = m.downloads_count
  FROM materials m WHERE m.id = mc.material_id;
--> statement-breakpoint
UPDATE category_nodes n
  SET materials_count = (SELECT count(*) FROM material_categories mc WHERE mc.node_id = n.id);
--> statement-breakpoint
INSERT INTO material_totals (id, materials_count) SELECT true, count(*) FROM materials;
