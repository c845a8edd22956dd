package gods

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"starboard/internal/ebitentest"
	rules "starboard/rules/gods"
	"starboard/sprites"
	"starboard/sprites/internal/spritetest"
)

func TestMain(m *testing.M) { ebitentest.Main(m) }

// allNeeds is the need side of every pawn of the game, read from the rules.
func allNeeds() []rules.Need {
	var ns []rules.Need
	for p := rules.Pawn(0); p.Known(); p++ {
		ns = append(ns, rules.NeedOf(p))
	}
	return ns
}

func TestPawnEveryKind(t *testing.T) {
	const size = 52
	var faceDown [][]byte
	for _, kind := range rules.Kinds() {
		for _, up := range []bool{false, true} {
			name := fmt.Sprintf("Pawn(%s, faceUp=%v)", kind, up)
			img, buf := spritetest.Render(func() *ebiten.Image { return Pawn(kind, up, size) })
			spritetest.CheckSize(t, name, img, size, size)
			spritetest.CheckDrawn(t, name, buf, 0.6)
			if !up {
				faceDown = append(faceDown, buf)
			}
		}
	}
	// Kinds must differ by more than colour: compare their patterns of light.
	kinds := rules.Kinds()
	for a := range kinds {
		for b := a + 1; b < len(kinds); b++ {
			if d := spritetest.PatternDistance(faceDown[a], faceDown[b]); d < 8 {
				t.Errorf("face-down %s and %s differ by %.1f in luminance pattern, want >= 8", kinds[a], kinds[b], d)
			}
		}
	}
}

func TestIconsDiffer(t *testing.T) {
	const size = 40
	kinds := rules.Kinds()
	bufs := make([][]byte, len(kinds))
	for i, kind := range kinds {
		img, buf := spritetest.Render(func() *ebiten.Image { return Icon(kind, size) })
		spritetest.CheckSize(t, "Icon("+kind.String()+")", img, size, size)
		spritetest.CheckDrawn(t, "Icon("+kind.String()+")", buf, 0.15)
		bufs[i] = buf
	}
	for a := range kinds {
		for b := a + 1; b < len(kinds); b++ {
			if d := spritetest.Difference(bufs[a], bufs[b]); d < 0.15 {
				t.Errorf("icons of %s and %s differ in %.2f of pixels, want >= 0.15", kinds[a], kinds[b], d)
			}
		}
	}
}

// Every pawn of the game has a need picture, and two pawns share a
// picture only when they share a need.
func TestNeedEveryPawn(t *testing.T) {
	const size = 56
	needs := allNeeds()
	bufs := make([][]byte, len(needs))
	for i, n := range needs {
		name := fmt.Sprintf("Need(%+v)", n)
		img, buf := spritetest.Render(func() *ebiten.Image { return Need(n, size) })
		spritetest.CheckSize(t, name, img, size, size)
		spritetest.CheckDrawn(t, name, buf, 0.6)
		bufs[i] = buf
	}
	for a := range needs {
		for b := a + 1; b < len(needs); b++ {
			d := spritetest.Difference(bufs[a], bufs[b])
			if needs[a] == needs[b] && d != 0 {
				t.Errorf("pawns %d and %d share the need %+v but their pictures differ in %.3f of pixels", a, b, needs[a], d)
			}
			if needs[a] != needs[b] && d < 0.03 {
				t.Errorf("needs %+v and %+v differ in %.3f of pixels, want >= 0.03", needs[a], needs[b], d)
			}
		}
	}
}

func TestNeedKeysDistinct(t *testing.T) {
	seen := map[int]rules.Need{}
	for _, n := range allNeeds() {
		if prev, ok := seen[needKey(n)]; ok && prev != n {
			t.Errorf("needs %+v and %+v share the cache key %d", prev, n, needKey(n))
		}
		seen[needKey(n)] = n
	}
	// Fields a kind does not use do not split its key.
	if needKey(rules.Need{Kind: rules.Water, Soil: rules.Ice}) != needKey(rules.Need{Kind: rules.Water}) {
		t.Errorf("a Water need's key depends on its unused Soil")
	}
}

func TestSpaceEverySoil(t *testing.T) {
	const size = 66
	soils := rules.Soils()
	var bufs [][]byte
	for i := range len(soils) + 1 {
		white := i == len(soils)
		soil := rules.Sand
		if !white {
			soil = soils[i]
		}
		name := fmt.Sprintf("Space(%s, white=%v)", soil, white)
		img, buf := spritetest.Render(func() *ebiten.Image { return Space(soil, white, size) })
		spritetest.CheckSize(t, name, img, size, size)
		spritetest.CheckDrawn(t, name, buf, 0.5)
		bufs = append(bufs, buf)
	}
	// Soils are told apart by their patterns, not only by colour.
	for a := range soils {
		for b := a + 1; b < len(soils); b++ {
			if d := spritetest.PatternDistance(bufs[a], bufs[b]); d < 6 {
				t.Errorf("soils %s and %s differ by %.1f in luminance pattern, want >= 6", soils[a], soils[b], d)
			}
		}
	}
}

func TestContinentBackdrop(t *testing.T) {
	const w, h = 240, 170
	var bufs [4][]byte
	for seed := range 4 {
		name := fmt.Sprintf("ContinentBackdrop(seed %d)", seed)
		img, buf := spritetest.Render(func() *ebiten.Image { return ContinentBackdrop(w, h, seed) })
		spritetest.CheckSize(t, name, img, w, h)
		spritetest.CheckDrawn(t, name, buf, 0.5)
		bufs[seed] = buf
	}
	for a := range 4 {
		for b := a + 1; b < 4; b++ {
			if d := spritetest.Difference(bufs[a], bufs[b]); d < 0.2 {
				t.Errorf("continents %d and %d differ in %.2f of pixels, want >= 0.2", a, b, d)
			}
		}
	}
	_, again := spritetest.Render(func() *ebiten.Image { return ContinentBackdrop(w, h, 2) })
	if d := spritetest.Difference(bufs[2], again); d != 0 {
		t.Errorf("ContinentBackdrop(seed 2) twice differs in %.3f of pixels, want 0", d)
	}
}

func TestPieces(t *testing.T) {
	for _, c := range []struct {
		name  string
		make  func() *ebiten.Image
		least float64
	}{
		{"Bag", func() *ebiten.Image { return Bag(72) }, 0.3},
		{"HighlightRing", func() *ebiten.Image { return HighlightRing(72) }, 0.2},
		{"SelectionGlow", func() *ebiten.Image { return SelectionGlow(72) }, 0.2},
	} {
		img, buf := spritetest.Render(c.make)
		spritetest.CheckSize(t, c.name, img, 72, 72)
		spritetest.CheckDrawn(t, c.name, buf, c.least)
	}
}

func TestCacheLookupsDoNotAllocate(t *testing.T) {
	c := Cache{sprites.NewCache(0)}
	var first, again *ebiten.Image
	var allocs float64
	ebitentest.Do(func() {
		first = c.Pawn(rules.Plant, false, 48)
		again = c.Pawn(rules.Plant, false, 48.2) // rounds to the same pixels
		if raceEnabled {
			return
		}
		allocs = testing.AllocsPerRun(100, func() {
			c.Pawn(rules.Plant, false, 48)
			c.Need(rules.Need{Kind: rules.Water}, 48)
		})
	})
	if first != again {
		t.Errorf("Cache.Pawn twice returned two images, want the same")
	}
	if allocs != 0 {
		t.Errorf("cached lookups allocate %.1f times, want 0", allocs)
	}
}
