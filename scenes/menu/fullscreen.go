package menu

import "github.com/hajimehoshi/ebiten/v2"

// setFullscreen is ebiten's, replaced in tests.
var setFullscreen = func(on bool) {
	if ebiten.IsFullscreen() != on {
		ebiten.SetFullscreen(on)
	}
}

// isFullscreen is ebiten's, replaced in tests.
var isFullscreen = ebiten.IsFullscreen
