// check: runs
// Two ids that are not equal are two items, even when their hash values are equal: a hash only says where a
// dictionary starts looking, and the dictionary tells keys apart with `==`. Every label here hashes to its
// length, so "Oats" and "Figs" share a hash value, as any two ids may; both stay on the shelf, each is refilled
// and found by its own id.
@testable import Exercise00_1

/// A label whose hash is its length alone: a poor hash, but a lawful one (equal labels hash alike).
struct Label: Hashable {
    let text: String

    func hash(into hasher: inout Hasher) {
        hasher.combine(text.count)
    }
}

struct Tin: Shelvable {
    let id: Label
    var grams: Int
}

var pantry = shelf(of: [Tin(id: Label(text: "Oats"), grams: 500), Tin(id: Label(text: "Figs"), grams: 200)])
pantry.put(Tin(id: Label(text: "Oats"), grams: 450))
print("tins:", pantry.items.map { "\($0.id.text) \($0.grams)" })
print("Figs:", pantry[id: Label(text: "Figs")].map { "\($0.id.text) \($0.grams)" } ?? "none")
print("Rice:", pantry[id: Label(text: "Rice")].map { "\($0.id.text) \($0.grams)" } ?? "none")

/* expected output:
tins: ["Oats 450", "Figs 200"]
Figs: Figs 200
Rice: none
*/
