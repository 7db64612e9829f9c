// check: runs
// Watering the next bed raises its moisture: its row reports no name any more, the screen hears the shorter list,
// and the next bed to water is the one after it; once every bed is watered, the screen hears no name at all.
import MiniUI

@testable import Exercise07_3

let host = ViewHost(
    ThirstScreen(beds: [
        SoilBed(id: 5, name: "Sorrel", moisture: 9), SoilBed(id: 6, name: "Lovage", moisture: 27),
        SoilBed(id: 7, name: "Dill", moisture: 48),
    ]))
print(host.texts)
host.tap("Water Sorrel")
print(host.texts)
host.tap("Water Lovage")
print(host.texts)
print("warnings: \(host.warnings)")

/* expected output:
["Water first: Sorrel, Lovage", "Sorrel: 9%", "Water Sorrel", "Sorrel: 9%", "Lovage: 27%", "Dill: 48%"]
["Water first: Lovage", "Lovage: 27%", "Water Lovage", "Sorrel: 60%", "Lovage: 27%", "Dill: 48%"]
["Every bed is moist", "Sorrel: 60%", "Lovage: 60%", "Dill: 48%"]
warnings: []
*/
