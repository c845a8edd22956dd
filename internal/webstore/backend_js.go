//go:build js

package webstore

import (
	"fmt"
	"sync"
	"syscall/js"
)

var (
	choose sync.Once
	chosen backend
)

// shared returns localStorage when it works, else memory. The choice is
// made once, on first use.
func shared() backend {
	choose.Do(func() {
		if s, ok := openLocalStorage(); ok {
			chosen = localBackend{s}
		} else {
			chosen = newMemoryBackend()
		}
	})
	return chosen
}

// probeSource returns localStorage when a write and a removal work, else
// null. It runs in JavaScript because merely reading the property may
// throw, and syscall/js does not catch exceptions thrown by a property
// read.
const probeSource = `try {
	const s = globalThis.localStorage;
	if (!s) return null;
	const k = "` + Prefix + `.probe";
	s.setItem(k, "1");
	s.removeItem(k);
	return s;
} catch (e) {
	return null;
}`

func openLocalStorage() (s js.Value, ok bool) {
	defer func() {
		if recover() != nil { // a page that forbids Function (CSP)
			ok = false
		}
	}()
	s = js.Global().Get("Function").New(probeSource).Invoke()
	return s, s.Truthy()
}

// localBackend calls a Storage object; each call turns what the browser
// throws (a full quota, storage revoked) into an error.
type localBackend struct{ s js.Value }

// reflectLength reads s.length through Reflect.get, a call, so that what
// the getter throws is caught.
func reflectLength(s js.Value) (n int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v", errUnavailable, r)
		}
	}()
	return js.Global().Get("Reflect").Call("get", s, "length").Int(), nil
}

func (l localBackend) call(method string, args ...any) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: %v", errUnavailable, r)
		}
	}()
	return l.s.Call(method, args...), nil
}

func (l localBackend) get(key string) (string, bool, error) {
	v, err := l.call("getItem", key)
	if err != nil {
		return "", false, err
	}
	if v.Type() != js.TypeString {
		return "", false, nil
	}
	return v.String(), true, nil
}

func (l localBackend) set(key, value string) error {
	_, err := l.call("setItem", key, value)
	return err
}

func (l localBackend) remove(key string) error {
	_, err := l.call("removeItem", key)
	return err
}

func (l localBackend) keys() ([]string, error) {
	n, err := reflectLength(l.s)
	if err != nil {
		return nil, err
	}
	keys := make([]string, 0, n)
	for i := range n {
		k, err := l.call("key", i)
		if err != nil {
			return nil, err
		}
		if k.Type() == js.TypeString {
			keys = append(keys, k.String())
		}
	}
	return keys, nil
}
