package menu

import (
	"errors"
	"io/fs"
	"strings"
	"testing"

	"starboard/match"
	"starboard/scenes"
)

// targetNames lists the names of the targets of the top screen.
func (h *harness) targetNames() []string {
	var names []string
	if tg, ok := h.root.Top().(scenes.Targeter); ok {
		for _, t := range tg.Targets(nil) {
			names = append(names, t.Name)
		}
	}
	return names
}

// stored returns what the store called name holds, or "" when nothing.
func (h *harness) stored(name string) string {
	data, err := h.app.Store(name).Load()
	if errors.Is(err, fs.ErrNotExist) {
		return ""
	}
	if err != nil {
		h.t.Fatal(err)
	}
	return string(data)
}

// A corrupt autosave is told on the title screen, set aside whole under
// another name, so the next game of the title does not write over it.
func TestIssue9Item26CorruptAutosaveIsToldAndSetAside(t *testing.T) {
	h := newHarness(t, false)
	h.app.Store("gods").Save([]byte("{garbage"))
	h.open("title", 1280, 720)
	names := h.targetNames()
	if len(names) != 1 || names[0] != "ok" {
		t.Fatalf("the title with a corrupt autosave offers %q, want only the notice's OK", names)
	}
	ts := h.root.Top().(*titleScreen)
	text := ts.notices[0].Text
	if !strings.Contains(text, "Gods Don't Play Dice") || !strings.Contains(text, "gods.broken-1") {
		t.Errorf("the notice reads %q, want it to name the title and where the save is kept", text)
	}
	if got := h.stored("gods.broken-1"); got != "{garbage" {
		t.Errorf("the save set aside holds %q, want the corrupt save whole", got)
	}
	if got := h.stored("gods"); got != "" {
		t.Errorf("the autosave still holds %q, want it moved aside", got)
	}
	h.tapTarget("ok")
	if names := h.targetNames(); len(names) < 2 || names[0] != "play" || names[1] != "resume" {
		t.Errorf("after OK the title offers %q, want its buttons with Resume, which leads to the save set aside", names)
	}
	// Back on the title: nothing new to tell, nothing set aside twice.
	h.tapTarget("settings")
	h.key(0)
	h.tapTarget("back")
	if len(ts.notices) != 0 || h.stored("gods.broken-2") != "" {
		t.Errorf("coming back to the title: %d notices, gods.broken-2 %q; want none", len(ts.notices), h.stored("gods.broken-2"))
	}
	// A second corrupt autosave goes next to the first, which stays.
	h.app.Store("gods").Save([]byte("also bad"))
	h.tapTarget("settings")
	h.tapTarget("back")
	if h.stored("gods.broken-1") != "{garbage" || h.stored("gods.broken-2") != "also bad" {
		t.Errorf("two corrupt saves are kept as %q and %q", h.stored("gods.broken-1"), h.stored("gods.broken-2"))
	}
}

// A settings file that cannot be read is told on screen.
func TestIssue9Item26CorruptSettingsAreToldOnScreen(t *testing.T) {
	h := newHarness(t, false)
	h.app.Store(SettingsKey).Save([]byte("not json"))
	h.open("title", 1280, 720)
	if names := h.targetNames(); len(names) != 1 || names[0] != "ok" {
		t.Fatalf("the title with corrupt settings offers %q, want only the notice's OK", names)
	}
	if text := h.root.Top().(*titleScreen).notices[0].Text; !strings.Contains(text, "settings") {
		t.Errorf("the notice reads %q, want it to speak of the settings", text)
	}
	h.tapTarget("ok")
	if names := h.targetNames(); len(names) < 2 {
		t.Errorf("after OK the title offers %q, want its buttons", names)
	}
}

// The resume screen offers to delete each save, the good, the bad and the
// ones set aside, after a confirmation.
func TestIssue9Item26ResumeOffersToDeleteSaves(t *testing.T) {
	h := newHarness(t, false)
	h.saveGods(5)
	h.app.Store("gods.broken-1").Save([]byte("{garbage"))
	h.open("resume", 1280, 720)
	names := strings.Join(h.targetNames(), " ")
	if !strings.Contains(names, "delete/gods ") && !strings.HasSuffix(names, "delete/gods") || !strings.Contains(names, "delete/gods.broken-1") {
		t.Fatalf("the resume screen offers %q, want delete/gods and delete/gods.broken-1", names)
	}
	h.tapTarget("delete/gods")
	h.tapTarget("keep")
	if h.stored("gods") == "" {
		t.Fatal("Keep deleted the save")
	}
	h.tapTarget("delete/gods")
	h.tapTarget("delete")
	if h.stored("gods") != "" {
		t.Error("the save is still stored after Delete")
	}
	h.tapTarget("delete/gods.broken-1")
	h.tapTarget("delete")
	if h.stored("gods.broken-1") != "" {
		t.Error("the save set aside is still stored after Delete")
	}
	if r := h.root.Top().(*resume); len(r.rows) != 0 {
		t.Errorf("%d rows left after deleting both saves, want none", len(r.rows))
	}
}

// plainStore is a store that can neither remove nor set aside its save.
type plainStore struct{ s *match.MemoryStore }

func (p plainStore) Save(data []byte) error { return p.s.Save(data) }
func (p plainStore) Load() ([]byte, error)  { return p.s.Load() }

// A damaged autosave that cannot be set aside is never written over: new
// games of its title are not autosaved until it is deleted.
func TestIssue9Item26DamagedSaveThatCannotMoveIsNotOverwritten(t *testing.T) {
	h := newHarness(t, false)
	inner := h.app.Store
	h.app.Store = func(name string) match.Store { return plainStore{inner(name).(*match.MemoryStore)} }
	h.app.Store("gods").Save([]byte("{damaged"))
	h.open("title", 1280, 720)
	ts := h.root.Top().(*titleScreen)
	if len(ts.notices) != 1 || !strings.Contains(ts.notices[0].Text, "could not be set aside") {
		t.Fatalf("notices %d, want one saying the save could not be set aside", len(ts.notices))
	}
	gods, _ := ts.sh.title("gods")
	table, err := ts.sh.start(gods, []match.SeatConfig{{}, {}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := table.(*stubTable).m
	seat := m.ToMove()
	if err := m.Submit(seat, m.Legal(seat)[0]); err != nil {
		t.Fatal(err)
	}
	if got := h.stored("gods"); got != "{damaged" {
		t.Errorf("after a move of a new game the autosave holds %.40q, want the damaged save untouched", got)
	}
	h.tapTarget("ok")
	h.tapTarget("settings")
	h.tapTarget("back")
	if len(ts.notices) != 0 {
		t.Errorf("the same notice is told again on coming back: %q", ts.notices[0].Text)
	}
}
