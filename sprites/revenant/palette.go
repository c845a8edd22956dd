package revenant

import (
	"image/color"

	rr "starboard/rules/revenant"
	"starboard/sprites"
)

// Palette is the table palette of Revenant: violet void light over the
// dark steel of a fleet in flight.
var Palette = sprites.TitlePalette{
	Table:     sprites.RGB(0x0D0A18),
	TableEdge: sprites.RGB(0x05030B),
	Surface:   sprites.RGB(0x1B1630),
	Accent:    sprites.RGB(0xA070E8),
	Highlight: sprites.RGB(0xFFE066),
	Selection: sprites.RGB(0xFFFFFF),
	Link:      sprites.RGB(0xD8CCF2),
}

// houseColors are the Great Houses' colours, in rules/revenant's order.
var houseColors = [rr.NumHouses]color.RGBA{
	rr.Fenrax:  sprites.RGB(0xD9773F), // rust of the foundry fleets
	rr.Shiveus: sprites.RGB(0xE8E2C8), // pale of the purity orders
	rr.Yarvek:  sprites.RGB(0xD94F4F), // red of the war banners
	rr.Belitan: sprites.RGB(0x4FA3D9), // blue of the survey corps
	rr.Zenor:   sprites.RGB(0x63C77A), // green of the fuel guilds
	rr.Novaris: sprites.RGB(0xE0C04A), // gold of the court
	rr.Dunlork: sprites.RGB(0x9A7BE0), // violet of the drain priests
}

// HouseColor returns the colour of House h.
func HouseColor(h int) color.RGBA {
	if h < 0 || h >= rr.NumHouses {
		return sprites.RGB(0x8090A0)
	}
	return houseColors[h]
}

// resourceColors are the Resources' colours, in rules/revenant's order.
var resourceColors = [rr.NumResources]color.RGBA{
	rr.Energy:     sprites.RGB(0xF2D04B),
	rr.Material:   sprites.RGB(0xB0835A),
	rr.Science:    sprites.RGB(0x5CC8E8),
	rr.Neutronium: sprites.RGB(0xC070E0),
}

// ResourceColor returns the colour of Resource r.
func ResourceColor(r int) color.RGBA {
	if r < 0 || r >= rr.NumResources {
		return sprites.RGB(0x8090A0)
	}
	return resourceColors[r]
}

// Voidborn is the colour of the Voidborn; Corruption that of Corruption.
var (
	Voidborn   = sprites.RGB(0xE0406E)
	Corruption = sprites.RGB(0x7A2FB8)
	Absorber   = sprites.RGB(0x58E0D0)
	DataCube   = sprites.RGB(0x6EE0FF)
)
