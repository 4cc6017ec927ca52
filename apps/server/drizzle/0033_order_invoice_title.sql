ALTER TABLE "order" ADD COLUMN "invoice_title" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
COMMENT ON COLUMN "order"."invoice_title" IS '发票抬头';
