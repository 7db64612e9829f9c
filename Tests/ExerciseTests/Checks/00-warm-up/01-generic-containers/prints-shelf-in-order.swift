// check: runs, preview
// A shelf keeps its items in the order their ids first arrived; putting an item whose id is already
// there replaces the old one in place, as an identity should; lookups by id find the latest item.
@testable import Exercise00_1

var jars = shelf(of: [
    Jar(id: 3, contents: "Honey"),
    Jar(id: 1, contents: "Rice"),
])
jars.put(Jar(id: 2, contents: "Lentils"))
jars.put(Jar(id: 3, contents: "Honey, refilled"))

print(type(of: jars))
for jar in jars.items {
    print(jar.id, jar.contents)
}
print("id 3:", jars[id: 3]?.contents ?? "none")
print("id 9:", jars[id: 9]?.contents ?? "none")

/* expected output:
Shelf<Jar>
3 Honey, refilled
1 Rice
2 Lentils
id 3: Honey, refilled
id 9: none
*/
