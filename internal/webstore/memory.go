package webstore

import "sync"

// memoryBackend keeps the documents in a map; it is safe for concurrent
// use (a bot's goroutine autosaves while the screen reads).
type memoryBackend struct {
	mu   sync.Mutex
	data map[string]string
}

func newMemoryBackend() *memoryBackend {
	return &memoryBackend{data: map[string]string{}}
}

func (m *memoryBackend) get(key string) (string, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.data[key]
	return v, ok, nil
}

func (m *memoryBackend) set(key, value string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.data[key] = value
	return nil
}

func (m *memoryBackend) remove(key string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.data, key)
	return nil
}

func (m *memoryBackend) keys() ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	keys := make([]string, 0, len(m.data))
	for k := range m.data {
		keys = append(keys, k)
	}
	return keys, nil
}
