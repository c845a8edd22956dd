package rules_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"starboard/rules"
	"starboard/rules/toy"
)

// toySave returns the JSON of a toy save with body as its moves field (and
// whatever else body holds), e.g. `"moves":["a"]`.
func toySave(body string) string {
	return `{"format":1,"title":"toy","ruleset":"` + toy.Title.Ruleset + `","seed":3,
		"seats":[{"name":"A","player":"human"},{"name":"B","player":"human"}]` + body + `}`
}

// Issue 25, saves 2: a save whose moves are missing, null or misspelled is
// refused with a message naming the field, not read as a game of no moves.
func TestIssue25SaveWithoutMovesIsRefused(t *testing.T) {
	for _, body := range []string{``, `,"moves":null`, `,"move":[]`, `,"Moves ":[]`} {
		_, err := rules.ParseSave([]byte(toySave(body)))
		if err == nil {
			t.Errorf("ParseSave with %q read the save, want a refusal", body)
			continue
		}
		if !strings.Contains(err.Error(), "moves") {
			t.Errorf("ParseSave with %q = %v, want the field moves named", body, err)
		}
	}
	if _, err := rules.ParseSave([]byte(toySave(`,"moves":[]`))); err != nil {
		t.Errorf("a save of no moves = %v, want it read", err)
	}
	// A save of no moves is written with an empty list, so it reads back.
	data, err := (&rules.Save{Format: 1, Title: "toy", Ruleset: toy.Title.Ruleset, Seats: []rules.SeatRecord{{}, {}}}).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rules.ParseSave(data); err != nil {
		t.Errorf("a save of no moves as Marshal writes it = %v, want it read: %s", err, data)
	}
}

// Issue 25, saves 3: errors are worded for a person and repeat at most
// rules.MaxEcho characters of the input.
func TestIssue25SaveErrorsAreWordedForAPerson(t *testing.T) {
	for _, c := range []struct{ json, want string }{
		{strings.Replace(toySave(`,"moves":[]`), `"seed":3`, `"seed":-1`, 1), "the seed must be a whole number ≥ 0"},
		{strings.Replace(toySave(`,"moves":[]`), `"seed":3`, `"seed":"x"`, 1), "the seed must be a whole number ≥ 0"},
		{toySave(`,"moves":[1,2]`), "the moves must be a list of texts"},
		{`{"format":1,`, "not valid JSON"},
		{`[1,2]`, "JSON object"},
	} {
		_, err := rules.ParseSave([]byte(c.json))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseSave(%.60q) = %v, want it to say %q", c.json, err, c.want)
		}
		if err != nil && strings.Contains(err.Error(), "Go struct") {
			t.Errorf("ParseSave(%.60q) = %v, which speaks of Go", c.json, err)
		}
	}
	long := strings.Repeat("x", 5000)
	s, err := rules.ParseSave([]byte(toySave(`,"moves":["` + long + `"]`)))
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.Replay(toy.Title)
	if err == nil {
		t.Fatal("a move of 5,000 x's replayed")
	}
	if n := utf8.RuneCountInString(err.Error()); n > rules.MaxEcho+120 {
		t.Errorf("the refusal of a 5,000-character move is %d characters long: %.200s…", n, err)
	}
	_, err = rules.ParseSave([]byte(toySave(`,"moves":[],"` + long + `":1`)))
	if err == nil || utf8.RuneCountInString(err.Error()) > rules.MaxEcho+200 {
		t.Errorf("the refusal of an unknown 5,000-character field = %.200s…", err)
	}
}

// Issue 25, saves 3: a save of another title says which title it is of,
// rather than speaking of rulesets.
func TestIssue25SaveOfAnotherTitleSaysSo(t *testing.T) {
	s, err := rules.ParseSave([]byte(strings.Replace(toySave(`,"moves":[]`), toy.Title.Ruleset, "desolated-2", 1)))
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.Replay(toy.Title)
	if err == nil || !strings.Contains(err.Error(), "this is a save of") || !strings.Contains(err.Error(), "desolated") {
		t.Errorf("Replay of a Desolated save under the toy = %v, want it to say it is a save of desolated", err)
	}
	s.Title, s.Ruleset = "desolated", "desolated-2"
	_, err = s.Replay(toy.Title)
	if err == nil || !strings.Contains(err.Error(), "this is a save of") {
		t.Errorf("Replay of a Desolated save under the toy = %v, want it to say it is a save of desolated", err)
	}
}

// FuzzParseSave checks that ParseSave never panics, that what it accepts
// has every field a save needs, and that its refusals stay short.
func FuzzParseSave(f *testing.F) {
	for _, body := range []string{``, `,"moves":null`, `,"move":[]`, `,"moves":[]`, `,"moves":["a","b"]`, `,"moves":[1]`, `,"moves":{}`} {
		f.Add([]byte(toySave(body)))
	}
	f.Add([]byte(strings.Replace(toySave(`,"moves":[]`), `"seed":3`, `"seed":-1`, 1)))
	f.Add([]byte(strings.Replace(toySave(`,"moves":[]`), `"seed":3`, `"seed":1e400`, 1)))
	f.Add([]byte(strings.Replace(toySave(`,"moves":[]`), toy.Title.Ruleset, "desolated-2", 1)))
	f.Add([]byte("\xef\xbb\xbf" + toySave(`,"moves":[]`)))
	f.Add([]byte(`{"format":1,`))
	f.Add([]byte(`null`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := rules.ParseSave(data)
		if err != nil {
			if n := utf8.RuneCountInString(err.Error()); n > rules.MaxEcho+200 {
				t.Errorf("a refusal of %d characters: %.300s…", n, err)
			}
			return
		}
		if s.Title == "" || len(s.Seats) == 0 || s.Moves == nil {
			t.Errorf("ParseSave accepted a save without title, seats or moves: %+v", s)
		}
		if _, err := s.Replay(toy.Title); err != nil {
			if n := utf8.RuneCountInString(err.Error()); n > rules.MaxEcho+200 {
				t.Errorf("a refusal of %d characters: %.300s…", n, err)
			}
		}
	})
}
