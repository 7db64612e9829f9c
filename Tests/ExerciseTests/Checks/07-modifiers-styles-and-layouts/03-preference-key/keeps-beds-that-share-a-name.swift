// check: runs
// Two beds may share a name (two raised beds of sage): each is a bed of its own, and each thirsty one is heard, as
// many times as it is shown. `reduce` keeps every name it is given, a name it already holds included, and the screen
// writes both at the top.
import MiniUI

@testable import Exercise07_3

var names = ["Sage", "Rue"]
ThirstyBedsKey.reduce(value: &names) { ["Sage"] }
print("reduced: \(names)")

let host = ViewHost(
    ThirstScreen(beds: [
        SoilBed(id: 11, name: "Sage", moisture: 18), SoilBed(id: 12, name: "Thyme", moisture: 70),
        SoilBed(id: 13, name: "Sage", moisture: 26),
    ]))
print(host.texts)

/* expected output:
reduced: ["Sage", "Rue", "Sage"]
["Water first: Sage, Sage", "Sage: 18%", "Water Sage", "Sage: 18%", "Thyme: 70%", "Sage: 26%"]
*/
