CREATE TABLE "material_totals" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"materials_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "material_totals_one_row" CHECK ("material_totals"."id")
);
--> statement-breakpoint
DROP INDEX "bookmarks_user_created_at_idx";--> statement-breakpoint
DROP INDEX "materials_title_trgm_idx";--> statement-breakpoint
DROP INDEX "materials_description_trgm_idx";--> statement-breakpoint
ALTER TABLE "category_nodes" ADD COLUMN "materials_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "material_categories" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "material_categories" ADD COLUMN "likes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "material_categories" ADD COLUMN "downloads_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "search_title" text GENERATED ALWAYS AS (f_unaccent(lower("title"))) STORED;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "search_description" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce("description", '')))) STORED;--> statement-breakpoint
CREATE INDEX "bookmarks_user_created_at_material_idx" ON "bookmarks" USING btree ("user_id","created_at" DESC NULLS LAST,"material_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "material_categories_node_created_at_idx" ON "material_categories" USING btree ("node_id","created_at" DESC NULLS LAST,"material_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "material_categories_node_likes_idx" ON "material_categories" USING btree ("node_id","likes_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"material_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "material_categories_node_downloads_idx" ON "material_categories" USING btree ("node_id","downloads_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"material_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "materials_search_title_trgm_idx" ON "materials" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "materials_search_description_trgm_idx" ON "materials" USING gin ("search_description" gin_trgm_ops);