-- Filled by the work that owns it (issue 16).
SELECT 1;
