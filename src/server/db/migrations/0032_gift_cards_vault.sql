-- Filled by the work that owns it (issue 17).
SELECT 1;
