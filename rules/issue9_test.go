package rules_test

import (
	"strings"
	"testing"

	"starboard/rules"
	"starboard/rules/toy"
)

func issue9Save(names ...string) *rules.Save {
	s := &rules.Save{Format: rules.SaveFormat, Title: "toy", Ruleset: toy.Title.Ruleset, Seed: 9}
	for _, n := range names {
		s.Seats = append(s.Seats, rules.SeatRecord{Name: n, Player: "human"})
	}
	return s
}

// A save whose seat names carry terminal escapes, control characters or
// far too many letters is refused: those names reach terminals and screens.
func TestIssue9Item24SeatNamesAreCheckedOnLoad(t *testing.T) {
	for _, bad := range []string{
		"Ada\x1b]0;pwned\x07", "\x1b[2J", "Bob\nEve", "tab\there", "\u202eevil", strings.Repeat("N", rules.MaxNameRunes+1), "Zed\x7f",
	} {
		data, err := issue9Save("Ada", bad).Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rules.ParseSave(data); err == nil {
			t.Errorf("ParseSave of a seat named %q = nil error, want a refusal", bad)
		} else if strings.ContainsRune(err.Error(), 0x1b) {
			t.Errorf("the refusal of %q prints the escape raw: %q", bad, err)
		}
		if err := rules.CheckName(bad); err == nil {
			t.Errorf("CheckName(%q) = nil, want an error", bad)
		}
	}
	for _, good := range []string{"", "Ada", "Zoë Ångström", "Seat 1", "星野", strings.Repeat("N", rules.MaxNameRunes)} {
		data, _ := issue9Save(good, "B").Marshal()
		if _, err := rules.ParseSave(data); err != nil {
			t.Errorf("ParseSave of a seat named %q = %v, want it read", good, err)
		}
	}
}

// A save that an editor wrote with a UTF-8 byte order mark is read.
func TestIssue9Item25SaveWithBOMIsRead(t *testing.T) {
	data, _ := issue9Save("A", "B").Marshal()
	s, err := rules.ParseSave(append([]byte("\xef\xbb\xbf"), data...))
	if err != nil {
		t.Fatalf("ParseSave of a save with a BOM = %v, want it read", err)
	}
	if s.Title != "toy" || len(s.Seats) != 2 {
		t.Errorf("ParseSave read title %q and %d seats, want toy and 2", s.Title, len(s.Seats))
	}
}

// A save larger than MaxSaveSize is refused before it is parsed.
func TestIssue9Item20SaveSizeIsCapped(t *testing.T) {
	s := issue9Save("A", "B")
	s.Moves = []string{strings.Repeat("x", rules.MaxSaveSize)}
	data, _ := s.Marshal()
	if _, err := rules.ParseSave(data); err == nil || !strings.Contains(err.Error(), "too large") {
		t.Errorf("ParseSave of %d bytes = %v, want a refusal saying it is too large", len(data), err)
	}
}
