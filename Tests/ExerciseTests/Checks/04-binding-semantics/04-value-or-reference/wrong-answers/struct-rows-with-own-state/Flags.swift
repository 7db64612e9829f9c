// wrong: keeps FlagObject a struct and gives each row a @State copy to switch
// rejected-by: rows-write-to-the-shared-objects
// The switches move on screen, but each row edits its own copy: the caller's flags never change.

struct FlagValue: Identifiable {
    let name: String
    var isEnabled: Bool

    var id: String { name }
}

struct FlagObject: Identifiable {
    let name: String
    var isEnabled: Bool

    var id: String { name }
}
