package menu

import (
	"strings"
	"unicode"

	"starboard/scenes"
	"starboard/scenes/input"
)

// maxNameRunes is the longest name a seat may have.
const maxNameRunes = 16

// presetNames are the names a tap cycles through: bright stars.
var presetNames = []string{"Vega", "Altair", "Lyra", "Orion", "Rigel", "Deneb", "Mira", "Sirius", "Nova", "Atlas", "Electra", "Castor"}

// nameField holds a seat's name. In kiosk mode a tap moves to the next
// preset name; elsewhere a tap gives it the keyboard.
type nameField struct {
	area    tapArea
	name    []rune
	text    string
	editing bool
	fresh   bool   // the first key typed replaces the whole name
	before  string // the name when editing began
	buf     []rune
	max     int // the most runes it holds
}

func newNameField(name string) *nameField { return newTextField(name, maxNameRunes) }

// newTextField returns a field holding text, of at most max runes.
func newTextField(text string, max int) *nameField {
	f := &nameField{area: tapArea{Enabled: true}, max: max}
	f.setText(text)
	return f
}

func (f *nameField) setText(s string) {
	f.name = append(f.name[:0], []rune(s)...)
	f.text = s
}

// begin gives the field the keyboard.
func (f *nameField) begin() {
	f.editing, f.fresh, f.before = true, true, f.text
}

// end takes the keyboard back; an empty name returns to what it was.
func (f *nameField) end() {
	f.editing = false
	trimmed := []rune(strings.TrimSpace(string(f.name)))
	if len(trimmed) == 0 {
		f.setText(f.before)
		return
	}
	f.setText(string(trimmed))
}

// edit reads the keyboard while the field has it and reports whether
// editing ended.
func (f *nameField) edit(k keyboard) (ended bool) {
	f.buf = k.typed(f.buf[:0])
	changed := false
	for _, r := range f.buf {
		if f.fresh && unicode.IsPrint(r) {
			f.name, f.fresh = f.name[:0], false
		}
		if unicode.IsPrint(r) && len(f.name) < f.max {
			f.name = append(f.name, r)
			changed = true
		}
	}
	if k.erase() && len(f.name) > 0 {
		if f.fresh {
			f.name = f.name[:1]
		}
		f.name, f.fresh = f.name[:len(f.name)-1], false
		changed = true
	}
	if changed {
		f.text = string(f.name)
	}
	if k.done() {
		f.end()
		return true
	}
	return false
}

func (f *nameField) tapped(in input.Frame) bool { return f.area.update(in) }

func (f *nameField) draw(c *scenes.Canvas, tick int64) {
	r := f.area.Rect
	if f.area.pressed {
		r = r.Inset(2)
	}
	border := scenes.ColBorder
	if f.editing {
		border = scenes.ColAccent
	}
	c.RoundRect(r, 12, rgba(0x0d111c, 0xff))
	c.RoundRectStroke(r, 12, 2, border)
	size := 23.0
	if f.editing && f.fresh {
		w, _ := c.Measure(f.text, size)
		c.RoundRect(scenes.Rect{X: r.X + 14, Y: r.Y + 10, W: w + 8, H: r.H - 20}, 6, rgba(0xf2b84b, 0x50))
	}
	c.Text(f.text, r.X+18, r.Y+r.H/2-size*0.62, size, scenes.ColText, scenes.Left)
	if f.editing && (tick/30)%2 == 0 {
		w, _ := c.Measure(f.text, size)
		c.Rect(scenes.Rect{X: r.X + 20 + w, Y: r.Y + 12, W: 2.5, H: r.H - 24}, scenes.ColAccent)
	}
}
