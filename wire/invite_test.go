package wire

import "testing"

// TestInviteLinks: a link made for a seat or to watch reads back as what
// it was made of; a link without its part after # is refused.
func TestInviteLinks(t *testing.T) {
	for _, c := range []struct{ address, code, token string }{
		{"http://127.0.0.1:8080", "K7Q2XM", "76Zc4-eQHNbGaE3vpdu3Rg"},
		{"https://play.example.org", "ABCDEF", ""},
	} {
		link := InviteLink(c.address+"/", c.code, c.token)
		address, code, token, err := ParseInvite(link)
		if err != nil || address != c.address+"/" || code != c.code || token != c.token {
			t.Errorf("%s read back as %q %q %q, %v", link, address, code, token, err)
		}
	}
	for _, bad := range []string{"http://127.0.0.1:8080/", "http://x/#join=ABC", "http://x/#seat=ABC.t"} {
		if _, _, _, err := ParseInvite(bad); err == nil {
			t.Errorf("%s read as an invitation", bad)
		}
	}
}

// TestWhatAPersonTypes: a seat's code, in any case and with a dash, a
// space or nothing between its halves, reads as the table's code and the
// seat's key; a code alone watches; a link reads as a link.
func TestWhatAPersonTypes(t *testing.T) {
	for typed, want := range map[string][3]string{
		"K7Q2XM-ABC234":                 {"", "K7Q2XM", "ABC234"},
		" k7q2xm abc234 ":               {"", "K7Q2XM", "ABC234"},
		"k7q2xmabc234":                  {"", "K7Q2XM", "ABC234"},
		"K7Q2XM":                        {"", "K7Q2XM", ""},
		"http://h:8080/#join=K7Q2XM.tk": {"http://h:8080/", "K7Q2XM", "tk"},
		"http://h:8080/#watch=k7q2xm":   {"http://h:8080/", "K7Q2XM", ""},
	} {
		address, code, token, err := ParseTable(typed)
		if err != nil || [3]string{address, code, token} != want {
			t.Errorf("%q read as %q %q %q, %v; want %q", typed, address, code, token, err, want)
		}
	}
	for _, bad := range []string{"", "  ", "A-B-C"} {
		if _, _, _, err := ParseTable(bad); err == nil {
			t.Errorf("%q read as a table", bad)
		}
	}
	if got := SeatCode("K7Q2XM", "ABC234"); got != "K7Q2XM-ABC234" {
		t.Errorf("SeatCode = %q", got)
	}
}
