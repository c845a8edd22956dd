package menu

import (
	"image/color"

	"starboard/scenes"
)

// rgba returns the colour 0xRRGGBB at alpha a, premultiplied.
func rgba(hex uint32, a uint8) color.RGBA {
	return fade(color.RGBA{uint8(hex >> 16), uint8(hex >> 8), uint8(hex), 0xff}, float64(a)/255)
}

// fade scales an opaque or premultiplied colour by alpha.
func fade(c color.RGBA, alpha float64) color.RGBA {
	alpha = max(0, min(1, alpha))
	return color.RGBA{uint8(float64(c.R) * alpha), uint8(float64(c.G) * alpha), uint8(float64(c.B) * alpha), uint8(float64(c.A) * alpha)}
}

// dimColor is the colour of secondary text, brighter in high contrast.
func dimColor(c *scenes.Canvas) color.RGBA {
	if c.App.Settings.HighContrast {
		return scenes.ColText
	}
	return scenes.ColDim
}
