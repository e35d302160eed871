// spec 01 §4, §5, §9 and spec 02 §1, §9: pass mark 80 (older texts say 70; the later, repeated value wins).
export const PASS_MARK = 80;

// spec 01 §9 / spec 02 §4 Score colour: 60 to 79 is the orange (medium) band.
export const MEDIUM_MARK = 60;
