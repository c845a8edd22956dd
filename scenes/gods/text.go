package gods

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
)

var contLetters = [...]string{"A", "B", "C", "D"}

// clearPx is the least screen height of the strip's hint and the bag's
// counts: 12 px read cramped at 800x600 (the fourteenth review).
const clearPx = 15.0

// clearly returns size, grown to clearPx screen pixels where the screen
// draws it smaller.
func clearly(c *scenes.Canvas, size float64) float64 {
	if px := c.ScreenPx(size); px > 0 && px < clearPx {
		return size * clearPx / px
	}
	return size
}

// needText is the need of every pawn in words, for tooltips.
var needText = func() [26]string {
	var t [26]string
	for p := range t {
		n := gods.NeedOf(gods.Pawn(p))
		switch n.Kind {
		case gods.Water:
			t[p] = "Water: must be the only Water on its continent"
		case gods.Mineral:
			t[p] = "Mineral: must stand on " + n.Soil.String()
		case gods.Plant:
			t[p] = "Plant: must not be linked to " + n.Avoid.String()
		case gods.Insect:
			t[p] = "Insect: must be linked to " + n.Target.String()
		case gods.Animal:
			t[p] = "Animal: linked to " + n.Target.String() + ", not to " + n.Avoid.String()
		case gods.Oxygen:
			t[p] = "Oxygen: " + actionText[n.Action]
		case gods.Bacteria:
			t[p] = "Bacteria: " + effectText[n.Effect]
		}
	}
	return t
}()

// needShort is the need of every pawn in a few words, for a line that
// has no room for needText.
var needShort = func() [26]string {
	var t [26]string
	for p := range t {
		n := gods.NeedOf(gods.Pawn(p))
		switch n.Kind {
		case gods.Water:
			t[p] = "Water: alone on its continent"
		case gods.Mineral:
			t[p] = "Mineral: on " + n.Soil.String()
		case gods.Plant:
			t[p] = "Plant: not by " + n.Avoid.String()
		case gods.Insect:
			t[p] = "Insect: by " + n.Target.String()
		case gods.Animal:
			t[p] = "Animal: by " + n.Target.String() + ", not " + n.Avoid.String()
		case gods.Oxygen:
			t[p] = "Oxygen: " + actionNames[n.Action]
		case gods.Bacteria:
			t[p] = "Bacteria: " + effectNames[n.Effect]
		}
	}
	return t
}()

var actionNames = [...]string{gods.Flip: "Flip", gods.Exchange: "Exchange", gods.LookMove: "Look and move"}

var actionText = [...]string{
	gods.Flip:     "Flip (turn a face-down pawn of this continent face up)",
	gods.Exchange: "Exchange (swap two placed pawns, one on this continent)",
	gods.LookMove: "Look and move (look at a pawn here, then move it)",
}

var effectText = [...]string{
	gods.Share: "Share (every god passes a pawn to the left)",
	gods.Shift: "Move (move a placed pawn to another continent)",
}

var kindHidden = func() [7]string {
	var t [7]string
	for k := range t {
		t[k] = gods.Kind(k).String() + ": face down, its need unseen"
	}
	return t
}()

var soilNames = [...]string{"Sand", "Rock", "Clay", "Ice"}

// namer turns the seat numbers of the rules' texts into the seats' names.
type namer struct {
	names []string
}

func (n namer) name(seat rules.Seat) string {
	if seat < 0 || int(seat) >= len(n.names) {
		return ""
	}
	return n.names[seat]
}

// text replaces "seat N" with the seat's name and starts with a capital.
func (n namer) text(s string) string {
	for i := len(n.names) - 1; i >= 0; i-- {
		s = strings.ReplaceAll(s, "seat "+strconv.Itoa(i+1), n.names[i])
	}
	r, size := utf8.DecodeRuneInString(s)
	if size > 0 && unicode.IsLower(r) {
		s = string(unicode.ToUpper(r)) + s[size:]
	}
	return s
}

// wrap breaks s into lines no wider than width at size.
func wrap(td scenes.TextDrawer, s string, size, width float64, bold bool) []string {
	var lines []string
	words := strings.Fields(s)
	line := ""
	for _, w := range words {
		try := w
		if line != "" {
			try = line + " " + w
		}
		if tw, _ := td.Measure(try, size, bold); tw <= width || line == "" {
			line = try
			continue
		}
		lines = append(lines, line)
		line = w
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// aKind returns "a Water pawn", "an Oxygen pawn" and so on.
func aKind(k gods.Kind) string {
	name := k.String()
	if strings.ContainsRune("AEIOU", rune(name[0])) {
		return "an " + name + " pawn"
	}
	return "a " + name + " pawn"
}
