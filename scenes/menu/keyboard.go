package menu

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// keyboard is what a text field reads: characters typed, erase, and done.
type keyboard interface {
	typed(dst []rune) []rune
	erase() bool
	done() bool
}

// ebitenKeyboard reads the real keyboard.
type ebitenKeyboard struct{}

func (ebitenKeyboard) typed(dst []rune) []rune { return ebiten.AppendInputChars(dst) }

func (ebitenKeyboard) erase() bool {
	d := inpututil.KeyPressDuration(ebiten.KeyBackspace)
	return d == 1 || (d > 30 && d%4 == 0)
}

func (ebitenKeyboard) done() bool {
	return inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter) ||
		inpututil.IsKeyJustPressed(ebiten.KeyEscape) || inpututil.IsKeyJustPressed(ebiten.KeyTab)
}
