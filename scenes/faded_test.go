package scenes

import (
	"image/color"
	"testing"
)

func TestFadedIsPremultiplied(t *testing.T) {
	c := Faded(color.RGBA{0xec, 0xe8, 0xdc, 0xff}, 0.25)
	if c.R > c.A || c.G > c.A || c.B > c.A || c.A != 0x3f {
		t.Fatalf("Faded = %v, want every channel at most its alpha 0x3f", c)
	}
}
