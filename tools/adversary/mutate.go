package main

import (
	"bytes"
	"encoding/json"
	"sort"
	"strconv"
	"strings"
)

// maxSaveSize is rules.MaxSaveSize: a larger file is never read.
const maxSaveSize = 4 << 20

// mutation changes the bytes of a save; ok is false when it does not apply
// to them (moves to delete in a file that is not JSON).
type mutation struct {
	name string
	fn   func(a *adversary, data []byte) (out []byte, how string, ok bool)
}

// mutate returns data changed by one random mutation, and what it did.
func (a *adversary) mutate(data []byte) ([]byte, string) {
	for {
		m := mutations[a.r.IntN(len(mutations))]
		if out, how, ok := m.fn(a, bytes.Clone(data)); ok {
			if how != "" {
				return out, m.name + " (" + how + ")"
			}
			return out, m.name
		}
	}
}

// object decodes a save as a JSON object whose fields are kept raw.
func object(data []byte) (map[string]json.RawMessage, bool) {
	var o map[string]json.RawMessage
	if json.Unmarshal(data, &o) != nil || o == nil {
		return nil, false
	}
	return o, true
}

// encode writes o back, its keys in order, indented or not.
func (a *adversary) encode(o map[string]json.RawMessage) []byte {
	var out []byte
	if a.r.IntN(2) == 0 {
		out, _ = json.MarshalIndent(o, "", "  ")
	} else {
		out, _ = json.Marshal(o)
	}
	return out
}

func raw(v any) json.RawMessage {
	b, _ := json.Marshal(v)
	return b
}

// movesOf returns the moves of o.
func movesOf(o map[string]json.RawMessage) ([]string, bool) {
	var ms []string
	if json.Unmarshal(o["moves"], &ms) != nil || ms == nil {
		return nil, false
	}
	return ms, true
}

// withField returns data with field set to the raw JSON value.
func (a *adversary) withField(data []byte, field, value string) ([]byte, bool) {
	o, ok := object(data)
	if !ok {
		return nil, false
	}
	o[field] = json.RawMessage(value)
	return a.encode(o), true
}

// withMoves returns data with its moves changed by f.
func (a *adversary) withMoves(data []byte, f func([]string) ([]string, string, bool)) ([]byte, string, bool) {
	o, ok := object(data)
	if !ok {
		return nil, "", false
	}
	ms, ok := movesOf(o)
	if !ok {
		return nil, "", false
	}
	ms, how, ok := f(ms)
	if !ok {
		return nil, "", false
	}
	o["moves"] = raw(ms)
	return a.encode(o), how, true
}

func pick(a *adversary, values ...string) string { return values[a.r.IntN(len(values))] }

// longText returns a text of n characters of one kind.
func (a *adversary) longText(n int) string {
	switch a.r.IntN(5) {
	case 0:
		return strings.Repeat("a", n)
	case 1:
		return strings.Repeat("é", n)
	case 2:
		return "play " + strings.Repeat("9", n-5)
	case 3:
		return strings.Repeat("\x00\x1b[2J", n/5)
	}
	var b strings.Builder
	for b.Len() < n {
		b.WriteRune(rune(0x20 + a.r.IntN(0x3000)))
	}
	return b.String()
}

var mutations = []mutation{
	{"flip bits", func(a *adversary, d []byte) ([]byte, string, bool) {
		if len(d) == 0 {
			return nil, "", false
		}
		n := 1 + a.r.IntN(4)
		for i := 0; i < n; i++ {
			d[a.r.IntN(len(d))] ^= 1 << a.r.IntN(8)
		}
		return d, strconv.Itoa(n), true
	}},
	{"random bytes", func(a *adversary, d []byte) ([]byte, string, bool) {
		if len(d) == 0 {
			return nil, "", false
		}
		n := 1 + a.r.IntN(8)
		for i := 0; i < n; i++ {
			d[a.r.IntN(len(d))] = byte(a.r.IntN(256))
		}
		return d, strconv.Itoa(n), true
	}},
	{"truncate", func(a *adversary, d []byte) ([]byte, string, bool) {
		if len(d) == 0 {
			return nil, "", false
		}
		n := a.r.IntN(len(d))
		return d[:n], "to " + strconv.Itoa(n) + " bytes", true
	}},
	{"duplicate a move", func(a *adversary, d []byte) ([]byte, string, bool) {
		return a.withMoves(d, func(ms []string) ([]string, string, bool) {
			if len(ms) == 0 {
				return nil, "", false
			}
			i := a.r.IntN(len(ms))
			return append(ms[:i+1:i+1], ms[i:]...), "move " + strconv.Itoa(i+1), true
		})
	}},
	{"delete a move", func(a *adversary, d []byte) ([]byte, string, bool) {
		return a.withMoves(d, func(ms []string) ([]string, string, bool) {
			if len(ms) == 0 {
				return nil, "", false
			}
			i := a.r.IntN(len(ms))
			return append(ms[:i:i], ms[i+1:]...), "move " + strconv.Itoa(i+1), true
		})
	}},
	{"swap two moves", func(a *adversary, d []byte) ([]byte, string, bool) {
		return a.withMoves(d, func(ms []string) ([]string, string, bool) {
			if len(ms) < 2 {
				return nil, "", false
			}
			i := a.r.IntN(len(ms) - 1)
			ms[i], ms[i+1] = ms[i+1], ms[i]
			return ms, "moves " + strconv.Itoa(i+1) + " and " + strconv.Itoa(i+2), true
		})
	}},
	{"change a number in a move", func(a *adversary, d []byte) ([]byte, string, bool) {
		return a.withMoves(d, func(ms []string) ([]string, string, bool) {
			if len(ms) == 0 {
				return nil, "", false
			}
			i := a.r.IntN(len(ms))
			j := strings.IndexAny(ms[i], "0123456789")
			if j < 0 {
				return nil, "", false
			}
			ms[i] = ms[i][:j] + pick(a, "0", "9", "99999", "-1", "18446744073709551616", "1.5", "") + ms[i][j+1:]
			return ms, "move " + strconv.Itoa(i+1) + " now " + strconv.Quote(ms[i]), true
		})
	}},
	{"many moves after the end", func(a *adversary, d []byte) ([]byte, string, bool) {
		return a.withMoves(d, func(ms []string) ([]string, string, bool) {
			if len(ms) == 0 {
				return nil, "", false
			}
			n := 1 + a.r.IntN(2000)
			for k := 0; k < n; k++ {
				ms = append(ms, ms[a.r.IntN(len(ms))])
			}
			return ms, strconv.Itoa(n) + " old moves appended", true
		})
	}},
	{"seed", func(a *adversary, d []byte) ([]byte, string, bool) {
		v := pick(a, "-1", "1e400", "1.5", `"7"`, "null", "18446744073709551616", "-0", "1e19", "true", "18446744073709551615", "0", "[]", "9007199254740993")
		out, ok := a.withField(d, "seed", v)
		return out, v, ok
	}},
	{"another title's slug", func(a *adversary, d []byte) ([]byte, string, bool) {
		ti := a.titles[a.r.IntN(len(a.titles))]
		out, ok := a.withField(d, "title", string(raw(ti.slug)))
		return out, ti.slug, ok
	}},
	{"another title's ruleset", func(a *adversary, d []byte) ([]byte, string, bool) {
		ti := a.titles[a.r.IntN(len(a.titles))]
		out, ok := a.withField(d, "ruleset", string(raw(ti.ruleset)))
		return out, ti.ruleset, ok
	}},
	{"another title's slug and ruleset", func(a *adversary, d []byte) ([]byte, string, bool) {
		ti := a.titles[a.r.IntN(len(a.titles))]
		o, ok := object(d)
		if !ok {
			return nil, "", false
		}
		o["title"], o["ruleset"] = raw(ti.slug), raw(ti.ruleset)
		return a.encode(o), ti.slug, true
	}},
	{"unknown title", func(a *adversary, d []byte) ([]byte, string, bool) {
		v := pick(a, `""`, `"chess"`, `"GODS"`, `" revive"`, `null`, `7`, string(raw(a.longText(10000))), `"../../etc/passwd"`)
		out, ok := a.withField(d, "title", v)
		return out, clip(v, 40), ok
	}},
	{"ruleset", func(a *adversary, d []byte) ([]byte, string, bool) {
		v := pick(a, `""`, `"revive-999"`, `null`, `1`, string(raw(a.longText(10000))))
		out, ok := a.withField(d, "ruleset", v)
		return out, clip(v, 40), ok
	}},
	{"no moves key", func(a *adversary, d []byte) ([]byte, string, bool) {
		o, ok := object(d)
		if !ok {
			return nil, "", false
		}
		delete(o, "moves")
		return a.encode(o), "", true
	}},
	{"moves of another kind", func(a *adversary, d []byte) ([]byte, string, bool) {
		v := pick(a, "null", `"play 1"`, "{}", "[1,2]", "[null]", "[[]]", "true", "[]", `[""]`, `["   "]`, `[{"move":"x"}]`)
		out, ok := a.withField(d, "moves", v)
		return out, v, ok
	}},
	{"a 10,000-character move", func(a *adversary, d []byte) ([]byte, string, bool) {
		return a.withMoves(d, func(ms []string) ([]string, string, bool) {
			i := a.r.IntN(len(ms) + 1)
			return append(ms[:i:i], append([]string{a.longText(10000)}, ms[i:]...)...), "at " + strconv.Itoa(i+1), true
		})
	}},
	{"a move of control characters or invalid UTF-8", func(a *adversary, d []byte) ([]byte, string, bool) {
		o, ok := object(d)
		if !ok {
			return nil, "", false
		}
		ms, ok := movesOf(o)
		if !ok {
			return nil, "", false
		}
		i := a.r.IntN(len(ms) + 1)
		ms = append(ms[:i:i], append([]string{"@@MARK@@"}, ms[i:]...)...)
		o["moves"] = raw(ms)
		v := pick(a, "\xff\xfe", "play \x00", "\x1b[2J\x1b]0;owned\x07", "\u202eplay 1", "play\t1", "\r\n", "pl\u0301ay 1")
		return bytes.Replace(a.encode(o), []byte("@@MARK@@"), []byte(v), 1), strconv.Quote(v), true
	}},
	{"a long unknown field", func(a *adversary, d []byte) ([]byte, string, bool) {
		out, ok := a.withField(d, a.longText(10000), "1")
		return out, "", ok
	}},
	{"a BOM", func(a *adversary, d []byte) ([]byte, string, bool) {
		return append([]byte("\xef\xbb\xbf"), d...), "", true
	}},
	{"deep nesting", func(a *adversary, d []byte) ([]byte, string, bool) {
		depth := 1000 + a.r.IntN(200000)
		how := strconv.Itoa(depth) + " deep "
		switch a.r.IntN(4) {
		case 0:
			out, ok := a.withField(d, "moves", strings.Repeat("[", depth)+strings.Repeat("]", depth))
			return out, how + "moves", ok
		case 1:
			out, ok := a.withField(d, "options", strings.Repeat(`{"a":`, depth)+"1"+strings.Repeat("}", depth))
			return out, how + "options", ok
		case 2:
			return []byte(strings.Repeat("[", depth)), how + "unclosed", true
		}
		return append([]byte(strings.Repeat("[", depth)), append(d, strings.Repeat("]", depth)...)...), how + "around the save", true
	}},
	{"almost nothing", func(a *adversary, d []byte) ([]byte, string, bool) {
		v := pick(a, "", " ", "\n", "null", "{}", "[]", `"save"`, "0", "\x00", "{", "\xef\xbb\xbf")
		return []byte(v), strconv.Quote(v), true
	}},
	{"format", func(a *adversary, d []byte) ([]byte, string, bool) {
		v := pick(a, "0", "2", "-1", "1e400", `"1"`, "null", "99999999999999999999", "1.0")
		out, ok := a.withField(d, "format", v)
		return out, v, ok
	}},
	{"seats", func(a *adversary, d []byte) ([]byte, string, bool) {
		o, ok := object(d)
		if !ok {
			return nil, "", false
		}
		var seats []map[string]any
		if json.Unmarshal(o["seats"], &seats) != nil || len(seats) == 0 {
			return nil, "", false
		}
		how := ""
		switch a.r.IntN(11) {
		case 0:
			o["seats"], how = json.RawMessage(pick(a, "[]", "null", `"x"`, "[null]", `[{}]`, `[1,2]`)), "replaced"
		case 1:
			seats, how = seats[:len(seats)-1], "one removed"
		case 2:
			seats, how = append(seats, seats[0]), "one added"
		case 3:
			for len(seats) < 100 {
				seats = append(seats, seats[0])
			}
			how = "100 seats"
		case 4:
			seats[0]["player"] = pick(a, "bot:godlike", "", "human ", "bot:", "BOT:EASY", "robot")
			how = "player " + strconv.Quote(seats[0]["player"].(string))
		case 5:
			seats[0]["name"], how = a.longText(10000), "a 10,000-character name"
		case 6:
			seats[0]["name"], how = pick(a, "\x00", "\x1b[31mred", "", "   ", "a\nb", "\u202eevil"), "a name of control characters"
		case 7:
			seats[0]["color"] = pick(a, "-1", "99", "1e400", "x")
			how = "color " + seats[0]["color"].(string)
			if n, err := strconv.ParseFloat(seats[0]["color"].(string), 64); err == nil && n < 1e300 {
				seats[0]["color"] = n
			}
		case 8:
			seats[0]["name"], seats[0]["player"], how = 1, 2, "name and player numbers"
		case 9:
			seats[0]["extra"], how = strings.Repeat("x", 10000), "an unknown field"
		default:
			for i := range seats {
				seats[i]["player"] = "human"
			}
			how = "all human"
		}
		if how != "replaced" {
			o["seats"] = raw(seats)
		}
		return a.encode(o), how, true
	}},
	{"options", func(a *adversary, d []byte) ([]byte, string, bool) {
		v := pick(a, `{"nope":"1"}`, `"faces=easy"`, "null", `{"":""}`, `{"a":1}`, `[]`,
			`{"`+strings.Repeat("k", 10000)+`":"v"}`, `{"oxygen":"99","faces":"hard","automa":"x","rise":"maybe","draft":"-1"}`)
		out, ok := a.withField(d, "options", v)
		return out, clip(v, 60), ok
	}},
	{"trailing garbage", func(a *adversary, d []byte) ([]byte, string, bool) {
		v := pick(a, "}", "{}", "xyz", "\x00", "\n\n", ",", `{"title":"gods"}`)
		return append(d, v...), strconv.Quote(v), true
	}},
	{"a duplicate key", func(a *adversary, d []byte) ([]byte, string, bool) {
		i := bytes.IndexByte(d, '{')
		if i < 0 {
			return nil, "", false
		}
		v := pick(a, `"moves":["bogus"],`, `"title":"gods",`, `"seed":-1,`, `"moves":null,`)
		return append(d[:i+1:i+1], append([]byte(v), d[i+1:]...)...), v, true
	}},
	{"version", func(a *adversary, d []byte) ([]byte, string, bool) {
		v := pick(a, string(raw(a.longText(10000))), `"\u0000\u001b[2J"`, "1", "null")
		out, ok := a.withField(d, "version", v)
		return out, clip(v, 40), ok
	}},
	{"too large", func(a *adversary, d []byte) ([]byte, string, bool) {
		if a.r.IntN(20) != 0 { // rare: 4 MB each
			return nil, "", false
		}
		pad := maxSaveSize + 1 - len(d)
		if a.r.IntN(2) == 0 {
			pad = maxSaveSize - len(d) // exactly the largest size read
		}
		if pad < 0 {
			return nil, "", false
		}
		return append(d, bytes.Repeat([]byte(" "), pad)...), strconv.Itoa(len(d)+pad) + " bytes", true
	}},
	{"keys shuffled and renamed", func(a *adversary, d []byte) ([]byte, string, bool) {
		o, ok := object(d)
		if !ok {
			return nil, "", false
		}
		keys := make([]string, 0, len(o))
		for k := range o {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		k := keys[a.r.IntN(len(keys))]
		to := pick(a, strings.ToUpper(k), k+" ", "_"+k)
		o[to] = o[k]
		delete(o, k)
		return a.encode(o), k + " to " + to, true
	}},
}
