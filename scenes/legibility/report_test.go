package legibility

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"starboard/match"
	"starboard/rules"
	rd "starboard/rules/desolated"
	rg "starboard/rules/gods"
	rn "starboard/rules/revenant"
	rv "starboard/rules/revive"
	rs "starboard/rules/seeders"
	"starboard/scenes"
	"starboard/scenes/desolated"
	"starboard/scenes/gods"
	"starboard/scenes/revenant"
	"starboard/scenes/revive"
	"starboard/scenes/scenetest"
	"starboard/scenes/seeders"
)

func TestMain(m *testing.M) { scenetest.QuietMain(m) }

// Legible is the bar: nothing that carries a rule is shorter on screen,
// in device pixels, unless it is a miniature that zooms whole on tap.
const Legible = 12

// busyMoves is how many moves, bots' included, are played before the
// tables are measured.
const busyMoves = 30

var titles = []struct {
	name    string
	title   rules.Title
	table   func(*match.Match) scenes.Scene
	players []string
}{
	{"gods", rg.Title, gods.New, []string{"human", "bot:random", "bot:random"}},
	{"desolated", rd.Title, desolated.New, []string{"human", "bot:random", "bot:random"}},
	{"seeders", rs.Title, seeders.New, []string{"human", "bot:random", "bot:random", "bot:random"}},
	{"revenant", rn.Title, revenant.New, []string{"human", "bot:random", "bot:random", "bot:random"}},
	{"revive", rv.Title, revive.New, []string{"human", "bot:random", "bot:random", "bot:random"}},
}

// TestLegibilityReport writes the legibility report, a Markdown table, to
// the file $STARBOARD_LEGIBILITY names and to stdout; without it the test
// is skipped.
func TestLegibilityReport(t *testing.T) {
	out := os.Getenv("STARBOARD_LEGIBILITY")
	if out == "" {
		t.Skip("STARBOARD_LEGIBILITY is not set")
	}
	var rows, worst, phones strings.Builder
	for _, ti := range titles {
		r := scenetest.BusyRig(t, scenetest.Game{Title: ti.title, Table: ti.table, Seed: 11, Players: ti.players}, busyMoves)
		// By text and place, the smallest: at the window sizes, and on
		// the phones.
		all, onPhones := map[string]scenes.Mark{}, map[string]scenes.Mark{}
		for _, sz := range screens() {
			marks := measure(r, sz.w, sz.h, sz.ratio)
			s := summarize(marks)
			fmt.Fprintf(&rows, "| %s | %s | %s | %s | %d | %d | %d |\n", ti.name, sz,
				s.text, s.symbol, s.smallTexts, s.smallSymbols, s.smallMini)
			into := all
			if sz.ratio != 1 {
				into = onPhones
			}
			for _, mk := range marks {
				k := mk.Label + "\x00" + mk.Where
				if old, ok := into[k]; !ok || mk.Px < old.Px {
					into[k] = mk
				}
			}
		}
		listSmallest(&worst, ti.name, r.M.Moves(), all)
		listSmallest(&phones, ti.name, r.M.Moves(), onPhones)
	}
	report := fmt.Sprintf(header, busyMoves, Legible, Legible, Legible) + rows.String() + worstHeader + worst.String() + phonesHeader + phones.String()
	fmt.Print(report)
	if err := os.WriteFile(out, []byte(report), 0o644); err != nil {
		t.Fatal(err)
	}
}

const header = `# Legibility

How tall the tables' text and rule-carrying symbols come out on screen, in
screen (CSS) pixels, measured and not judged by eye: ` + "`make legibility`" + ` plays
each title %d moves in (bots at random, one person), draws one frame at
each window size, and on two phones (CSS pixels, three device pixels to
each: a phone's 12 device pixels are a third of a desktop's to the eye),
with the audit on (scenes.Legibility: every
Canvas.Text, Bold and Paragraph, every Canvas.Symbol a board calls for a
cost, pip or need, and the text drawn into the card faces Desolated
renders offscreen) and counts what is under %d px. A text's height is its
font size times the canvas scale times the zoom of the transform it is
drawn under, over the pixel ratio. Marks drawn inside a miniature whose whole face zooms on a
long press (hand cards, face-up cards and tiles of the boards) are
counted apart, in the last column; the other columns leave them out.

The bar: at every window size and on both phones nothing that carries a
rule is under %d px unless it is such a miniature.

| title | size | smallest text | smallest symbol | texts < %d px | symbols < 12 px | miniature marks < 12 px |
|---|---|---|---|---|---|---|
`

const worstHeader = `
## The five smallest marks of each title

At any of the window sizes, miniatures left out; where is the drawing
call and two of its callers.
`

const phonesHeader = `
## On phones

The five smallest marks of each title on either phone, miniatures left
out.
`

// listSmallest writes the five smallest of marks, the title name's at
// the busy position of move moves, as a numbered list.
func listSmallest(w *strings.Builder, name string, moves int, marks map[string]scenes.Mark) {
	fmt.Fprintf(w, "\n**%s** (move %d):\n\n", name, moves)
	for i, mk := range smallest(marks, 5) {
		kind := "text"
		if mk.Symbol {
			kind = "symbol"
		}
		fmt.Fprintf(w, "%d. %.1f px %s %q — %s\n", i+1, mk.Px, kind, mk.Label, mk.Where)
	}
}

// screen is a size the report measures: w by h CSS pixels, ratio device
// pixels to each.
type screen struct {
	w, h  int
	ratio float64
}

func (s screen) String() string {
	if s.ratio != 1 {
		return fmt.Sprintf("%dx%d phone (×%g)", s.w, s.h, s.ratio)
	}
	return fmt.Sprintf("%dx%d", s.w, s.h)
}

// screens lists the window sizes, then the phones.
func screens() []screen {
	var all []screen
	for _, sz := range scenetest.Sizes {
		all = append(all, screen{sz[0], sz[1], 1})
	}
	for _, sz := range scenetest.Phones {
		all = append(all, screen{sz[0], sz[1], scenetest.PhoneRatio})
	}
	return all
}

// measure returns what the audit saw of the rig's table drawn w by h CSS
// pixels at ratio, labels made safe for the Markdown table.
func measure(r *scenetest.Rig, w, h int, ratio float64) []scenes.Mark {
	marks := r.AuditAt(w, h, ratio)
	for i := range marks {
		marks[i].Label = strings.ReplaceAll(marks[i].Label, "|", "¦")
	}
	return marks
}

// summary is one row of the report.
type summary struct {
	text, symbol                        string // the smallest, with its size
	smallTexts, smallSymbols, smallMini int    // how many under Legible
}

func summarize(marks []scenes.Mark) summary {
	var s summary
	var text, symbol *scenes.Mark
	for i := range marks {
		mk := &marks[i]
		small := mk.Px < Legible
		switch {
		case mk.Mini:
			if small {
				s.smallMini++
			}
		case mk.Symbol:
			if small {
				s.smallSymbols++
			}
			if symbol == nil || mk.Px < symbol.Px {
				symbol = mk
			}
		default:
			if small {
				s.smallTexts++
			}
			if text == nil || mk.Px < text.Px {
				text = mk
			}
		}
	}
	s.text, s.symbol = "—", "—"
	if text != nil {
		s.text = fmt.Sprintf("%.1f %q", text.Px, text.Label)
	}
	if symbol != nil {
		s.symbol = fmt.Sprintf("%.1f %s", symbol.Px, symbol.Label)
	}
	return s
}

// smallest returns the n smallest marks that are not miniatures.
func smallest(all map[string]scenes.Mark, n int) []scenes.Mark {
	var list []scenes.Mark
	for _, mk := range all {
		if !mk.Mini {
			list = append(list, mk)
		}
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].Px != list[j].Px {
			return list[i].Px < list[j].Px
		}
		return list[i].Where < list[j].Where
	})
	return list[:min(n, len(list))]
}
