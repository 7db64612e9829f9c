// check: runs, preview
// `updating` returns a changed copy and leaves the original alone; `assign` changes the one shared
// instance, so another reference to the same greenhouse sees it.
// varies: the plant (its nickname, species and watering days), the new nickname and days, the new names
import MiniUI

@testable import Exercise02_5

let fern = Vary.value("plant", Plant(id: 1, nickname: "Fern", care: Care(wateringDays: 3, species: "Nephrolepis"))) {
    random in
    Plant(
        id: random.int(in: 2...50), nickname: random.element(of: ["Spike", "Curly", "Leafy"]),
        care: Care(wateringDays: random.int(in: 4...9), species: random.element(of: ["Aloe", "Ficus", "Calathea"])))
}
let newNickname = Vary.value("new nickname", "Fernando") { random in random.element(of: ["Sprout", "Twiggy", "Bloom"]) }
let newDays = Vary.number("new watering days", 2, in: 10...14)
let newHouseName = Vary.value("new greenhouse name", "North House") { random in
    random.element(of: ["Glass Barn", "Sun Room", "East Wing"])
}
let newFeatured = Vary.value("new featured nickname", "Basil") { random in
    random.element(of: ["Mint", "Thyme", "Sage"])
}

let renamed = updating(fern, \.nickname, to: newNickname)
let thirstier = updating(renamed, \.care.wateringDays, to: newDays)
print(fern.summary)
print(renamed.summary)
print(thirstier.summary)

let house = Greenhouse(owner: "Kai", name: "Spring House", featured: fern)
let sameHouse = house
assign(newHouseName, to: \.name, on: house)
assign(newFeatured, to: \.featured.nickname, on: house)
print(sameHouse.name, "-", sameHouse.featured.summary)

/* expected output:
Fern (Nephrolepis), water every 3 days
Fernando (Nephrolepis), water every 3 days
Fernando (Nephrolepis), water every 2 days
North House - Basil (Nephrolepis), water every 3 days
*/
