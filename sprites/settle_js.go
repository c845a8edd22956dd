//go:build js

package sprites

import "github.com/hajimehoshi/ebiten/v2"

// Settle does nothing in a browser: reading a pixel back would stall the
// page (see settle.go).
func Settle(*ebiten.Image) {}
