// Hand-written (not generated): models declared with `conforms: [Codable, Hashable]` in the spec.

import Foundation
import Testing

@testable import App

@Suite struct ModelConformanceTests {
  @Test func anOrder_roundTripsThroughJSON() throws {
    let orders = [Order(id: 1, title: "Tea"), Order(id: 2, title: "Coffee")]

    let data = try JSONEncoder().encode(orders)
    let decoded = try JSONDecoder().decode([Order].self, from: data)

    #expect(decoded == orders)
  }

  @Test func anOrder_decodesFromAServersJSON() throws {
    let json = Data(#"{"id": 7, "title": "Cake"}"#.utf8)
    #expect(try JSONDecoder().decode(Order.self, from: json) == Order(id: 7, title: "Cake"))
  }

  @Test func equalItems_makeOneSetElement() {
    let items: Set = [
      Item(id: 1, name: "Tea", price: 3), Item(id: 1, name: "Tea", price: 3),
      Item(id: 2, name: "Coffee", price: 4),
    ]
    #expect(items.count == 2)
    #expect(items.contains(Item(id: 2, name: "Coffee", price: 4)))
  }
}
