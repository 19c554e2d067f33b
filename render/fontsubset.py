"""How assets/CJKFallback.ttf and assets/HangulFallback.ttf were made (not used at run time).

DejaVu has no Chinese, Japanese or Korean. Full CJK fonts weigh many MB, so the bundled ones
keep only what names commonly use:
- CJKFallback.ttf, from Droid Sans Fallback (Apache 2.0, Debian package fonts-droid-fallback):
  kana, CJK punctuation, full-width forms and the Han characters of GB 2312 level 1,
  JIS X 0208 level 1 and Big5's frequent set. Renamed, as "Droid" is Google's trademark and a
  subset is not their font;
- HangulFallback.ttf, from NanumGothic Bold (SIL OFL 1.1, Debian package fonts-nanum): the 2350
  Hangul syllables of KS X 1001 and the compatibility jamo. Renamed, as the OFL asks of a
  modified version (Nanum is a reserved font name).
Characters outside them fall back to "?" like any other missing glyph.

    pip install fonttools   # only for this script
    python -m render.fontsubset /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf \
        /usr/share/fonts/truetype/nanum/NanumGothicBold.ttf
"""

from __future__ import annotations

import sys
from pathlib import Path

ASSETS = Path(__file__).with_name("assets")
HANGUL_NAME = "Columbiz Hangul Fallback"
CJK_NAME = "Columbiz CJK Fallback"


def _decode_table(codec: str, leads: range, trails: range) -> set[int]:
    out = set()
    for lead in leads:
        for trail in trails:
            try:
                ch = bytes((lead, trail)).decode(codec)
            except UnicodeDecodeError:
                continue
            if len(ch) == 1:
                out.add(ord(ch))
    return out


def hangul() -> set[int]:
    points = set(range(0x3130, 0x3190))  # Hangul compatibility jamo
    points |= _decode_table("euc_kr", range(0xB0, 0xC9), range(0xA1, 0xFF))  # KS X 1001 syllables
    return {p for p in points if 0x3130 <= p <= 0x318F or 0xAC00 <= p <= 0xD7A3}


def wanted() -> set[int]:
    points: set[int] = set()
    for lo, hi in (
        (0x3000, 0x303F),  # CJK symbols and punctuation
        (0x3040, 0x30FF),  # hiragana, katakana
        (0x31F0, 0x31FF),  # katakana phonetic extensions
        (0xFF00, 0xFFEF),  # half-width and full-width forms
    ):
        points.update(range(lo, hi + 1))
    points |= _decode_table("gb2312", range(0xB0, 0xD8), range(0xA1, 0xFF))  # GB 2312 level 1
    points |= _decode_table("euc_jp", range(0xB0, 0xD0), range(0xA1, 0xFF))  # JIS level 1
    points |= _decode_table("big5", range(0xA4, 0xC7), range(0x40, 0xFF))  # Big5 frequent
    return {p for p in points if p >= 0x2E80}


def rename(font, family: str, style: str) -> None:
    """Give a fontTools font a name of its own: family, style, full and PostScript names."""
    table = font["name"]
    for record in list(table.names):
        if record.nameID in (1, 3, 4, 6, 16, 17, 18, 21, 22):
            table.removeNames(nameID=record.nameID)
    full = f"{family} {style}"
    for name_id, value in ((1, family), (2, style), (3, full), (4, full),
                           (6, family.replace(" ", "") + "-" + style)):
        table.setName(value, name_id, 3, 1, 0x409)
        table.setName(value, name_id, 1, 0, 0)


def rename_file(path: Path, family: str, style: str) -> None:
    """Rename a subset already made, leaving its glyphs as they are."""
    from fontTools.ttLib import TTFont  # a tool for this script only, not a dependency

    font = TTFont(str(path))
    rename(font, family, style)
    font.save(str(path))


def make(source: str, unicodes: set[int], out: Path, family: str, style: str) -> None:
    from fontTools import subset  # a tool for this script only, not a dependency

    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False  # FreeType's autohinter does as well at these sizes; saves a lot
    font = subset.load_font(source, options)
    sub = subset.Subsetter(options)
    sub.populate(unicodes=sorted(unicodes))
    sub.subset(font)
    rename(font, family, style)
    subset.save_font(font, str(out), options)
    print(out, out.stat().st_size, "bytes")


def main(argv: list[str]) -> None:
    droid, nanum = argv
    make(droid, wanted(), ASSETS / "CJKFallback.ttf", CJK_NAME, "Regular")
    make(nanum, hangul(), ASSETS / "HangulFallback.ttf", HANGUL_NAME, "Bold")


if __name__ == "__main__":
    main(sys.argv[1:])
