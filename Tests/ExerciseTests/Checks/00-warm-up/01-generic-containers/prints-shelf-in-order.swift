// check: runs, preview
// A shelf keeps its items in the order their ids first arrived; putting an item whose id is already
// there replaces the old one in place, as an identity should; lookups by id find the latest item.
// varies: the jars: how many are shelved first, their ids and contents, which new jar is put and which is refilled
import MiniUI

@testable import Exercise00_1

let stocked = Vary.value("jars shelved", [Jar(id: 3, contents: "Honey"), Jar(id: 1, contents: "Rice")]) { random in
    random.ints(count: random.int(in: 2...4), in: 10...40).map { id in
        Jar(id: id, contents: random.element(of: ["Oats", "Barley", "Millet", "Capers", "Olives"]))
    }
}
let added = Vary.value("jar added", Jar(id: 2, contents: "Lentils")) { random in
    Jar(id: random.int(in: 41...60), contents: random.element(of: ["Chickpeas", "Walnuts", "Figs"]))
}
let refill = Vary.value("jar refilled", Jar(id: 3, contents: "Honey, refilled")) { random in
    let jar = random.element(of: stocked)
    return Jar(id: jar.id, contents: "\(jar.contents), refilled")
}
let missing = Vary.number("id not shelved", 9, in: 61...99)

var jars = shelf(of: stocked)
jars.put(added)
jars.put(refill)

print(type(of: jars))
for jar in jars.items {
    print(jar.id, jar.contents)
}
print("id \(refill.id):", jars[id: refill.id]?.contents ?? "none")
print("id \(missing):", jars[id: missing]?.contents ?? "none")

/* expected output:
Shelf<Jar>
3 Honey, refilled
1 Rice
2 Lentils
id 3: Honey, refilled
id 9: none
*/
