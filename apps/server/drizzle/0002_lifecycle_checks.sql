ALTER TABLE "auth_requests" ADD CONSTRAINT "auth_requests_status_ck" CHECK ("auth_requests"."status" in ('PENDING', 'COMPLETED', 'REJECTED', 'EXPIRED'));--> statement-breakpoint
ALTER TABLE "enrolment_requests" ADD CONSTRAINT "enrolment_requests_status_ck" CHECK ("enrolment_requests"."status" in ('INVITED', 'ACCEPTED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_status_ck" CHECK ("organisations"."status" in ('ACTIVE'));--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_status_ck" CHECK ("invitations"."status" in ('INVITED', 'ACCEPTED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_ck" CHECK ("mail_outbox"."status" in ('PENDING', 'SENT', 'FAILED'));