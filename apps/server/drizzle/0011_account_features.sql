-- Account features (decision 0009). Until now no feature gated anything and the console approved
-- every organisation with none: the organisations that exist keep all they could do.
UPDATE "organisations" SET "features" = '["schemes", "endorsements"]'::jsonb WHERE "features" = '[]'::jsonb;
