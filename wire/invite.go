package wire

import (
	"fmt"
	"strings"

	"starboard/rules"
)

// InviteLink returns the link that takes a person to seat token opens at
// table code on the server at address: the browser build served there
// reads it, and the desktop game takes it with -join. Without a token it
// is a link to watch the table.
func InviteLink(address, code, token string) string {
	base := strings.TrimSuffix(address, "/") + "/#"
	if token == "" {
		return base + "watch=" + code
	}
	return base + "join=" + code + "." + token
}

// ParseInvite reads a link InviteLink made: the server's address, the
// table's code, and the seat's token (empty for a link to watch).
func ParseInvite(link string) (address, code, token string, err error) {
	address, fragment, ok := strings.Cut(strings.TrimSpace(link), "#")
	if !ok {
		return "", "", "", fmt.Errorf("%s is not an invitation: it has no #join= or #watch=", rules.QuoteInput(link))
	}
	if code, ok = strings.CutPrefix(fragment, "watch="); ok {
		return address, strings.ToUpper(code), "", nil
	}
	rest, ok := strings.CutPrefix(fragment, "join=")
	if code, token, ok2 := strings.Cut(rest, "."); ok && ok2 && code != "" && token != "" {
		return address, strings.ToUpper(code), token, nil
	}
	return "", "", "", fmt.Errorf("%s is not an invitation: it ends neither in #join=CODE.TOKEN nor in #watch=CODE", rules.QuoteInput(link))
}

// SeatCode writes a seat's short key with its table's code as a person
// reads it out and types it: "CODE-KEY".
func SeatCode(code, key string) string { return code + "-" + key }

// ParseTable reads what a person typed or pasted to reach a table: an
// invitation link (the address, the code and the seat's token), a seat
// code "CODE-KEY" (or "CODE KEY"; the key is then the token), or a table's
// code alone, to watch it. Address is empty unless a link named it.
func ParseTable(s string) (address, code, token string, err error) {
	s = strings.TrimSpace(s)
	if strings.Contains(s, "#") {
		return ParseInvite(s)
	}
	fields := strings.FieldsFunc(strings.ToUpper(s), func(r rune) bool { return r == '-' || r == ' ' || r == '.' })
	switch {
	case len(fields) == 1 && len(fields[0]) == 12:
		return "", fields[0][:6], fields[0][6:], nil
	case len(fields) == 1 && fields[0] != "":
		return "", fields[0], "", nil
	case len(fields) == 2:
		return "", fields[0], fields[1], nil
	}
	return "", "", "", fmt.Errorf("%s is not a table: type its code (ABC234), a seat's code (ABC234-KEY567) or paste an invitation link", rules.QuoteInput(s))
}
