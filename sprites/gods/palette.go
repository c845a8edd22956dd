package gods

import (
	"image/color"

	rules "starboard/rules/gods"
	"starboard/sprites"
)

// Palette is the table palette of Gods Don't Play Dice: a night sky
// over a young planet.
var Palette = sprites.TitlePalette{
	Table:     sprites.RGB(0x0A1020),
	TableEdge: sprites.RGB(0x03050C),
	Surface:   sprites.RGB(0x1A2540),
	Accent:    sprites.RGB(0xF2B950),
	Highlight: sprites.RGB(0xFFE066),
	Selection: sprites.RGB(0xFFFFFF),
	Link:      sprites.RGB(0xF1E6C8),
}

var kindColors = [...]color.RGBA{
	rules.Water:    sprites.RGB(0x2F86E0),
	rules.Mineral:  sprites.RGB(0x9A6536),
	rules.Plant:    sprites.RGB(0x3FA34A),
	rules.Insect:   sprites.RGB(0x2A2D35),
	rules.Animal:   sprites.RGB(0xF08A24),
	rules.Oxygen:   sprites.RGB(0xEEF2F7),
	rules.Bacteria: sprites.RGB(0x9457D6),
}

// KindColor returns the colour of a kind of pawn: the colour the rulebook
// gives it, tuned to read on a dark table. Insect is charcoal rather than
// black and always drawn with a light outline (KindOutline).
func KindColor(kind rules.Kind) color.RGBA {
	if int(kind) >= len(kindColors) {
		return sprites.RGB(0x808080)
	}
	return kindColors[kind]
}

// KindInk returns the colour of the icon drawn on a pawn of this kind:
// light on dark pawns, dark on light ones.
func KindInk(kind rules.Kind) color.RGBA {
	switch kind {
	case rules.Oxygen:
		return sprites.RGB(0x3A4A66)
	case rules.Insect:
		return sprites.RGB(0xDCE2EC)
	}
	return sprites.RGB(0xFFFFFF)
}

// KindOutline returns the colour of a pawn's outer edge, chosen so that
// every pawn stands out from a dark table: light for Insect, a darker
// shade of the kind for the others.
func KindOutline(kind rules.Kind) color.RGBA {
	if kind == rules.Insect {
		return sprites.RGB(0xB9C1CF)
	}
	return sprites.Shade(KindColor(kind), -0.45)
}

var soilColors = [...]color.RGBA{
	rules.Sand: sprites.RGB(0xD9B772),
	rules.Rock: sprites.RGB(0x7C808A),
	rules.Clay: sprites.RGB(0xB45F3E),
	rules.Ice:  sprites.RGB(0xA9DCF0),
}

// SoilColor returns the base colour of a soil. Soils also differ by their
// pattern (Space), so colour is never the only cue.
func SoilColor(soil rules.Soil) color.RGBA {
	if int(soil) >= len(soilColors) {
		return sprites.RGB(0x808080)
	}
	return soilColors[soil]
}
