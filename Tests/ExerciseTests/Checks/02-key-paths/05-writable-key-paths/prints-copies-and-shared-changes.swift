// check: runs, preview
// `updating` returns a changed copy and leaves the original alone; `assign` changes the one shared
// instance, so another reference to the same greenhouse sees it.
@testable import Exercise02_5

let fern = Plant(id: 1, nickname: "Fern", care: Care(wateringDays: 3, species: "Nephrolepis"))
let renamed = updating(fern, \.nickname, to: "Fernando")
let thirstier = updating(renamed, \.care.wateringDays, to: 2)
print(fern.summary)
print(renamed.summary)
print(thirstier.summary)

let house = Greenhouse(owner: "Kai", name: "Spring House", featured: fern)
let sameHouse = house
assign("North House", to: \.name, on: house)
assign("Basil", to: \.featured.nickname, on: house)
print(sameHouse.name, "-", sameHouse.featured.summary)

/* expected output:
Fern (Nephrolepis), water every 3 days
Fernando (Nephrolepis), water every 3 days
Fernando (Nephrolepis), water every 2 days
North House - Basil (Nephrolepis), water every 3 days
*/
