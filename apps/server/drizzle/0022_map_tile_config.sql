-- Map tile settings (core/site/map-tiles.ts) on an install seeded before this migration (a fresh one gets them from the seed).
INSERT INTO "config" ("name", "group", "title", "tip", "type", "value", "content", "rule", "weigh")
SELECT v.* FROM (VALUES
  ('map_tile_url', 'map', 'Map tile URL', 'Leaflet template with {z}, {x}, {y} ({s}: a subdomain); its origin is allowed in the pages'' CSP', 'string', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', NULL, 'required', 3),
  ('map_tile_subdomains', 'map', 'Tile subdomains', 'Letters or digits put in place of {s}, e.g. abc or 01234567', 'string', 'abc', NULL, '', 2),
  ('map_tile_attribution', 'map', 'Map attribution', 'The tile provider''s credit shown on the map', 'string', '© OpenStreetMap contributors', NULL, '', 1)
) AS v WHERE EXISTS (SELECT 1 FROM "config" WHERE "name" = 'config_group')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
UPDATE "config" SET "value" = (("value")::jsonb || '[{"key":"map","value":"Map"}]'::jsonb)::text
WHERE "name" = 'config_group' AND "value" <> '' AND NOT (("value")::jsonb @> '[{"key":"map"}]'::jsonb);
