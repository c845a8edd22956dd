package gods

import (
	"starboard/rules"
	"starboard/rules/gods"
	"starboard/scenes"
)

// The log's text size and line spacing at ui scale 1.
const (
	logSize = 16.0
	logLead = 21.0
)

// logView keeps the game's events in words, wrapped to the log's width.
type logView struct {
	size     float64 // text size and line spacing
	lead     float64
	max      int
	items    []logItem
	lines    []logLine
	width    float64
	lastText string
}

type logItem struct {
	text  string
	seat  rules.Seat
	major bool
}

type logLine struct {
	text  string
	seat  rules.Seat // whose marker starts the line, or NoSeat
	major bool
	start bool // the first line of an item
}

func (l *logView) clear() {
	l.items = l.items[:0]
	l.lines = l.lines[:0]
	l.lastText = ""
}

// logEvent adds e, as the viewer sees it, to the log.
func (t *Table) logEvent(ctx *scenes.Context, e rules.Event) {
	switch e.Kind {
	case gods.EvReveal:
		return // the board tells it; the continent lines sum it up
	case gods.EvCommit:
		if e.A == rules.Unknown {
			t.addLog(t.name.name(e.Seat)+" has chosen a pawn to pass", e.Seat, false)
			return
		}
	}
	seat := e.Seat
	if !actsBySeat(e.Kind) {
		seat = rules.NoSeat
	}
	major := e.Kind == gods.EvTurn || e.Kind == gods.EvOpen || e.Kind == gods.EvBacteria || e.Kind == gods.EvEnd || e.Kind == gods.EvContinent
	t.addLog(t.name.text(t.m.EventText(e)), seat, major)
}

// actsBySeat reports whether events of kind k are made by their seat; the
// others (the board changing, the final check) belong to nobody.
func actsBySeat(k uint8) bool {
	switch k {
	case gods.EvOpen, gods.EvReveal, gods.EvContinent, gods.EvOxygenBonus, gods.EvEnd:
		return false
	}
	return true
}

func (t *Table) addLog(text string, seat rules.Seat, major bool) {
	l := &t.log
	l.lastText = text
	l.items = append(l.items, logItem{text: text, seat: seat, major: major})
	if l.max > 0 && len(l.items) > l.max {
		l.items = append(l.items[:0], l.items[len(l.items)-l.max:]...)
		l.rewrap(t.td)
		return
	}
	l.wrapItem(t.td, l.items[len(l.items)-1])
}

func (l *logView) setWidth(td scenes.TextDrawer, w, u float64) {
	if w == l.width && l.size == logSize*u {
		return
	}
	l.width = w
	l.size, l.lead = logSize*u, logLead*u
	l.rewrap(td)
}

func (l *logView) rewrap(td scenes.TextDrawer) {
	l.lines = l.lines[:0]
	for _, it := range l.items {
		l.wrapItem(td, it)
	}
}

func (l *logView) wrapItem(td scenes.TextDrawer, it logItem) {
	if td == nil || l.width <= 0 {
		l.lines = append(l.lines, logLine{text: it.text, seat: it.seat, major: it.major, start: true})
		return
	}
	for i, s := range wrap(td, it.text, l.size, l.width-20-l.size/2, it.major) {
		seat := rules.NoSeat
		if i == 0 {
			seat = it.seat
		}
		l.lines = append(l.lines, logLine{text: s, seat: seat, major: it.major, start: i == 0})
	}
}
