// wrong: turns FlagValue itself into a class and names it FlagObject too
// rejected-by: rejects-assigning-through-a-value-row
// The rows compile and write through, but there is no value type left: a row of FlagValue no longer shows
// the 'let' constant error, and a copied FlagValue changes the original.

final class FlagValue: Identifiable {
    let name: String
    var isEnabled: Bool

    init(name: String, isEnabled: Bool) {
        self.name = name
        self.isEnabled = isEnabled
    }

    var id: String { name }
}

typealias FlagObject = FlagValue
