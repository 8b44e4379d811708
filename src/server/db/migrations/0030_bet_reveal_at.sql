-- Filled by the work that owns it (issue 15).
SELECT 1;
