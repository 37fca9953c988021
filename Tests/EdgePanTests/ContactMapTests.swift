import GestureCore
import Testing

/// `ContactMap`: a value per contact id, the order of arrival kept, nil removing a contact.
@Suite struct ContactMapTests {
    @Test("values are found by id, replaced, and removed by nil; the first is the earliest kept")
    func semantics() {
        var map = ContactMap<String>()
        #expect(map.isEmpty && map.first == nil && map[3] == nil)
        map[3] = "a"
        map[9] = "b"
        map[1] = "c"
        #expect(map[3] == "a" && map[9] == "b" && map[1] == "c" && map[2] == nil)
        #expect(map.first == "a")
        map[9] = "B"
        #expect(map[9] == "B" && map.first == "a")
        map[3] = nil
        #expect(map[3] == nil && map.first == "B")
        map[4] = nil  // removing a contact never added changes nothing
        #expect(map[9] == "B" && map[1] == "c")
        map[9] = nil
        map[1] = nil
        #expect(map.isEmpty && map.first == nil)
    }
}
