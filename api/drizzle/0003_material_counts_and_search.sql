ALTER TABLE "files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "material_views" ADD COLUMN "viewer_key" text;--> statement-breakpoint
ALTER TABLE "material_views" ADD COLUMN "counted_hour" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "likes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "views_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "downloads_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "bookmarks_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "material_views_once_per_hour" ON "material_views" USING btree ("material_id","viewer_key","counted_hour");--> statement-breakpoint
CREATE INDEX "materials_likes_idx" ON "materials" USING btree ("likes_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "materials_downloads_idx" ON "materials" USING btree ("downloads_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "materials_owner_likes_idx" ON "materials" USING btree ("owner_id","likes_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "materials_owner_downloads_idx" ON "materials" USING btree ("owner_id","downloads_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "materials_description_trgm_idx" ON "materials" USING gin (f_unaccent(lower(coalesce("description", ''))) gin_trgm_ops);