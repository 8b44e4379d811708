-- Reserved for bet reveal times (issue 15). The accrual step's reveal window
-- (domain/accruals, the manifests' longestRevealMs) needed no column; kept so the
-- journal's order stays.
SELECT 1;
