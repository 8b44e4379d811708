-- The event a notice tells of (e.g. 'crypto-transaction:<id>'): raising a newer notice of
-- the same subject expires the older ones, so "deposit received" does not outlive the deposit.
ALTER TABLE "notifications" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE INDEX "notifications_subject_idx" ON "notifications" USING btree ("subject");
