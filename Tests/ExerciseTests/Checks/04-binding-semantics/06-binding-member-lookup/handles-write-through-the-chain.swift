// check: runs, preview
// A handle made from a chain of members and subscripts reads from, and writes to, the one value at the
// root: a write to `features[1].isEnabled` is a single write of the whole settings, a handle made earlier
// reads the value as it is now, the handles in a collection write to their own elements, and a handle on
// a slice uses the slice's own indices.
import MiniUI

@testable import Exercise04_6

struct Feature {
    let name: String
    var isEnabled: Bool
}

struct Settings {
    var title: String
    var features: [Feature]
}

var settings = Settings(
    title: "Lab",
    features: [Feature(name: "Wi-Fi", isEnabled: false), Feature(name: "Bluetooth", isEnabled: false)])
var writes = 0
let root = Handle(
    get: { settings },
    set: { newValue in
        settings = newValue
        writes += 1
    })

root.features[1].isEnabled.value = true
print("after writing features[1].isEnabled:", settings.features.map(\.isEnabled), "writes:", writes)

let bluetooth = root.features[1].isEnabled
settings.features[1].isEnabled = false
print("a handle made earlier reads:", bluetooth.value)

root.title.value = "Home"
print("title:", settings.title, "writes:", writes)

for feature in root.features {
    feature.isEnabled.value = true
}
print("after enabling each one:", root.features.map { "\($0.value.name) \($0.isEnabled.value)" })

var numbers = [10, 20, 30, 40]
let tail = Handle(get: { numbers[1...] }, set: { numbers[1...] = $0 })
tail[2].value = 300
print("numbers after tail[2] = 300:", numbers, "tail starts at", tail.startIndex)

/* expected output:
after writing features[1].isEnabled: [false, true] writes: 1
a handle made earlier reads: false
title: Home writes: 2
after enabling each one: ["Wi-Fi true", "Bluetooth true"]
numbers after tail[2] = 300: [10, 20, 300, 40] tail starts at 1
*/
