package gods

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	rules "starboard/rules/gods"
	"starboard/sprites/internal/spritetest"
)

var benchImages = spritetest.BenchImages

func BenchmarkPawn52(b *testing.B) {
	kinds := rules.Kinds()
	benchImages(b, func(i int) *ebiten.Image { return Pawn(kinds[i%len(kinds)], i%2 == 0, 52) })
}

func BenchmarkNeed52(b *testing.B) {
	needs := allNeeds()
	benchImages(b, func(i int) *ebiten.Image { return Need(needs[i%len(needs)], 52) })
}

func BenchmarkSpace66(b *testing.B) {
	soils := rules.Soils()
	benchImages(b, func(i int) *ebiten.Image { return Space(soils[i%len(soils)], false, 66) })
}

func BenchmarkContinentBackdrop560x360(b *testing.B) {
	benchImages(b, func(i int) *ebiten.Image { return ContinentBackdrop(560, 360, i) })
}
