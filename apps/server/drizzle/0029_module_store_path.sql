-- The module store's route path is the reference's `moduleStore` (its client loads the page's language file by the path); installs seeded before this kept `moduleStore/moduleStore`. A path an operator changed stays.
UPDATE "admin_rule" SET "path" = 'moduleStore', "update_time" = now() WHERE "name" = 'moduleStore/moduleStore' AND "path" = 'moduleStore/moduleStore';
