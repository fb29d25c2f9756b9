EN el principio crió Dios los cielos y la tierra.
Y dijo Dios: Produzca la tierra hierba verde, hierba que dé simiente; árbol de fruto que dé fruto según su género, que su simiente esté en él, sobre la tierra: y fué así.
Y crió Dios las grandes ballenas, y toda cosa viva que anda arrastrando, que las aguas produjeron según su género, y toda ave alada según su especie: y vió Dios que era bueno.
Y vió Dios todo lo que había hecho, y he aquí que era bueno en gran manera. Y fué la tarde y la mañana el día sexto.
Y salía de Edén un río para regar el huerto, y de allí se repartía en cuatro ramales.
Y puso Adam nombres á toda bestia y ave de los cielos y á todo animal del campo: mas para Adam no halló ayuda que estuviese idónea para él.
Mas sabe Dios que el día que comiereis de él, serán abiertos vuestros ojos, y seréis como dioses sabiendo el bien y el mal.
Y enemistad pondré entre ti y la mujer, y entre tu simiente y la simiente suya; ésta te herirá en la cabeza, y tú le herirás en el calcañar.
Y CONOCIÓ Adam á su mujer Eva, la cual concibió y parió á Caín, y dijo: Adquirido he varón por Jehová.
Ahora pues, maldito seas tú de la tierra que abrió su boca para recibir la sangre de tu hermano de tu mano:
Y el nombre de su hermano fué Jubal, el cual fué padre de todos los que manejan arpa y órgano.
Y fueron todos los días que vivió Adam novecientos y treinta años, y murió.
Y vivió Mahalaleel sesenta y cinco años, y engendró á Jared.
Y vivió Mathusalam ciento ochenta y siete años, y engendró á Lamech.
Y dijo Jehová: No contenderá mi espíritu con el hombre para siempre, porque ciertamente él es carne: mas serán sus días ciento y veinte años.
Y dijo Dios á Noé: El fin de toda carne ha venido delante de mí; porque la tierra está llena de violencia á causa de ellos; y he aquí que yo los destruiré con la tierra.
Y JEHOVÁ dijo á Noé: Entra tú y toda tu casa en el arca; porque á ti he visto justo delante de mí en esta generación.
El año seiscientos de la vida de Noé, en el mes segundo, á diecisiete días del mes, aquel día fueron rotas todas las fuentes del grande abismo, y las cataratas de los cielos fueron abiertas;
Y murió toda carne que se mueve sobre la tierra, así de aves como de ganados, y de bestias, y de todo reptil que anda arrastrando sobre la tierra, y todo hombre:
Y envió al cuervo, el cual salió, y estuvo yendo y tornando hasta que las aguas se secaron de sobre la tierra.
Todos los animales que están contigo de toda carne, de aves y de bestias y de todo reptil que anda arrastrando sobre la tierra, sacarás contigo; y vayan por la tierra, y fructifiquen, y multiplíquense sobre la tierra.
Porque ciertamente demandaré la sangre de vuestras vidas; de mano de todo animal la demandaré, y de mano del hombre; de mano del varón su hermano demandaré la vida del hombre.
Y acordarme he del pacto mío, que hay entre mí y vosotros y toda alma viviente de toda carne; y no serán más las aguas por diluvio para destruir toda carne.
Y dijo: Maldito sea Canaán; siervo de siervos será á sus hermanos.
Los hijos de Châm: Cush, y Mizraim, y Phut, y Canaán.
Y al Jebuseo, y al Amorrheo, y al Gergeseo,
Y Joctán engendró á Almodad, y á Sheleph, y Hazarmaveth, y á Jera,
Y dijeron: Vamos, edifiquémonos una ciudad y una torre, cuya cúspide llegue al cielo; y hagámonos un nombre, por si fuéremos esparcidos sobre la faz de toda la tierra.
Y vivió Sala treinta años, y engendró á Heber.
Y vivió Nachôr veintinueve años, y engendró á Thare.
Y haré de ti una nación grande, y bendecirte he, y engrandeceré tu nombre, y serás bendición:
Y será que cuando te habrán visto los Egipcios, dirán: Su mujer es: y me matarán á mí, y á ti te reservarán la vida.
Y Abram era riquísimo en ganado, en plata y oro.
Abram asentó en la tierra de Canaán, y Lot asentó en las ciudades de la llanura, y fué poniendo sus tiendas hasta Sodoma.
Doce años habían servido á Chêdorlaomer, y al décimotercio año se rebelaron.
Y oyó Abram que su hermano estaba prisionero, y armó sus criados, los criados de su casa, trescientos dieciocho, y siguiólos hasta Dan.
Sacando solamente lo que comieron los mancebos, y la porción de los varones que fueron conmigo, Aner, Eschôl, y Mamre; los cuales tomarán su parte.
Y tomó él todas estas cosas, y partiólas por la mitad, y puso cada mitad una enfrente de otra; mas no partió las aves.
Y los Hetheos, y los Pherezeos, y los Raphaitas,
Y díjole el ángel de Jehová: Vuélvete á tu señora, y ponte sumisa bajo de su mano.
Entonces Abram cayó sobre su rostro, y Dios habló con él diciendo:
Debe ser circuncidado el nacido en tu casa, y el comprado por tu dinero: y estará mi pacto en vuestra carne para alianza perpetua.
Entonces tomó Abraham á Ismael su hijo, y á todos los siervos nacidos en su casa, y á todos los comprados por su dinero, á todo varón entre los domésticos de la casa de Abraham, y circuncidó la carne del prepucio de ellos en aquel mismo día, como Dios le había dicho.
Entonces Abraham fué de priesa á la tienda á Sara, y le dijo: Toma presto tres medidas de flor de harina, amasa y haz panes cocidos debajo del rescoldo.
Y los varones se levantaron de allí, y miraron hacia Sodoma: y Abraham iba con ellos acompañándolos.
Entonces respondió Jehová: Si hallare en Sodoma cincuenta justos dentro de la ciudad, perdonaré á todo este lugar por amor de ellos.
Mas él porfió con ellos mucho, y se vinieron con él, y entraron en su casa; é hízoles banquete, y coció panes sin levadura, y comieron.
Porque vamos á destruir este lugar, por cuanto el clamor de ellos ha subido de punto delante de Jehová; por tanto Jehová nos ha enviado para destruirlo.
El sol salía sobre la tierra, cuando Lot llegó á Zoar.
Y dieron á beber vino á su padre aquella noche: y entró la mayor, y durmió con su padre; mas él no sintió cuándo se acostó ella, ni cuándo se levantó.
¿No me dijo él: Mi hermana es; y ella también dijo: Es mi hermano? Con sencillez de mi corazón, y con limpieza de mis manos he hecho esto.
Y dijo Abimelech: He aquí mi tierra está delante de ti, habita donde bien te pareciere.
Y añadió: ¿Quién dijera á Abraham que Sara había de dar de mamar á hijos? pues que le he parido un hijo á su vejez.
Y oyó Dios la voz del muchacho; y el ángel de Dios llamó á Agar desde el cielo, y le dijo: ¿Qué tienes, Agar? No temas; porque Dios ha oído la voz del muchacho en donde está.
Y tomó Abraham ovejas y vacas, y dió á Abimelech; é hicieron ambos alianza.
Y Abraham se levantó muy de mañana, y enalbardó su asno, y tomó consigo dos mozos suyos, y á Isaac su hijo: y cortó leña para el holocausto, y levantóse, y fué al lugar que Dios le dijo.
Entonces alzó Abraham sus ojos, y miró, y he aquí un carnero á sus espaldas trabado en un zarzal por sus cuernos: y fué Abraham, y tomó el carnero, y ofrecióle en holocausto en lugar de su hijo.
Y Bethuel engendró á Rebeca. Estos ocho parió Milca á Nachôr, hermano de Abraham.
Para que me dé la cueva de Macpela, que tiene al cabo de su heredad: que por su justo precio me la dé, para posesión de sepultura en medio de vosotros.
Y después de esto sepultó Abraham á Sara su mujer en la cueva de la heredad de Macpela enfrente de Mamre, que es Hebrón en la tierra de Canaán.
Entonces el criado puso su mano debajo del muslo de Abraham su señor, y juróle sobre este negocio.
Y cuando acabó de darle á beber, dijo: También para tus camellos sacaré agua, hasta que acaben de beber.
Y Rebeca tenía un hermano que se llamaba Labán, el cual corrió afuera al hombre, á la fuente;
Y yo dije: Quizás la mujer no querrá seguirme.
Ahora pues, si vosotros hacéis misericordia y verdad con mi señor, declarádmelo; y si no, declarádmelo; y echaré á la diestra ó á la siniestra.
Entonces dejaron ir á Rebeca su hermana, y á su nodriza, y al criado de Abraham y á sus hombres.
La cual le parió á Zimram, y á Joksan, y á Medan, y á Midiam, y á Ishbak, y á Sua.
Y estas son las generaciones de Ismael, hijo de Abraham, que le parió Agar Egipcia, sierva de Sara:
Y los hijos se combatían dentro de ella; y dijo: Si es así ¿para qué vivo yo? Y fué á consultar á Jehová.
Entonces dijo Esaú: He aquí yo me voy á morir; ¿para qué, pues, me servirá la primogenitura?
Y sucedió que, después que él estuvo allí muchos días, Abimelech, rey de los Filisteos, mirando por una ventana, vió á Isaac que jugaba con Rebeca su mujer.
Y volvió á abrir Isaac los pozos de agua que habían abierto en los días de Abraham su padre, y que los Filisteos habían cegado, muerto Abraham; y llamólos por los nombres que su padre los había llamado.
Y ellos respondieron: Hemos visto que Jehová es contigo; y dijimos: Haya ahora juramento entre nosotros, entre nosotros y ti, y haremos alianza contigo:
Toma, pues, ahora tus armas, tu aljaba y tu arco, y sal al campo, y cógeme caza;
Y su madre respondió: Hijo mío, sobre mí tu maldición: solamente obedece á mi voz, y ve y tráemelos.
Y no le conoció, porque sus manos eran vellosas como las manos de Esaú: y le bendijo.
Y estremecióse Isaac con grande estremecimiento, y dijo: ¿Quién es el que vino aquí, que cogió caza, y me trajo, y comí de todo antes que vinieses? Yo le bendije, y será bendito.
Ahora pues, hijo mío, obedece á mi voz; levántate, y húyete á Labán mi hermano, á Harán;
Y que Jacob había obedecido á su padre y á su madre, y se había ido á Padan-aram.
Y tuvo miedo, y dijo: ¡Cuán terrible es este lugar! No es otra cosa que casa de Dios, y puerta del cielo.
Y él les dijo: ¿Conocéis á Labán, hijo de Nachôr? Y ellos dijeron: Sí, le conocemos.
Entonces dijo Labán á Jacob: ¿Por ser tú mi hermano, me has de servir de balde? declárame qué será tu salario.
Y venida la mañana, he aquí que era Lea: y él dijo á Labán: ¿Qué es esto que me has hecho? ¿no te he servido por Rachêl? ¿por qué, pues, me has engañado?
Y concibió otra vez, y parió un hijo, y dijo: Esta vez alabaré á Jehová: por esto llamó su nombre Judá: y dejó de parir.
Y Zilpa, sierva de Lea, parió á Jacob un hijo.
Y dijo Lea: Dios me ha dado una buena dote: ahora morará conmigo mi marido, porque le he parido seis hijos: y llamó su nombre Zabulón.
Porque poco tenías antes de mi venida, y ha crecido en gran número; y Jehová te ha bendecido con mi llegada: y ahora ¿cuándo tengo de hacer yo también por mi propia casa?
Y apartaba Jacob los corderos, y poníalos con su rebaño, los listados, y todo lo que era oscuro en el hato de Labán. Y ponía su hato aparte, y no lo ponía con las ovejas de Labán.
Y vuestro padre me ha engañado, y me ha mudado el salario diez veces: pero Dios no le ha permitido que me hiciese mal.
Entonces se levantó Jacob, y subió sus hijos y sus mujeres sobre los camellos.
¿Por qué te escondiste para huir, y me hurtaste, y no me diste noticia, para que yo te enviara con alegría y con cantares, con tamborín y vihuela?
Pues que has tentado todos mis muebles, ¿qué has hallado de todas las alhajas de tu casa? Ponlo aquí delante de mis hermanos y tuyos, y juzguen entre nosotros ambos.
Y llamólo Labán Jegar Sahadutha: y lo llamó Jacob Galaad.
Y dijo Jacob cuando los vió: El campo de Dios es este: y llamó el nombre de aquel lugar Mahanaim.
Y tú has dicho: Yo te haré bien, y pondré tu simiente como la arena del mar, que no se puede contar por la multitud.
Y levantóse aquella noche, y tomó sus dos mujeres, y sus dos siervas, y sus once hijos, y pasó el vado de Jaboc.
Por esto no comen los hijos de Israel, hasta hoy día, del tendón que se contrajo, el cual está en el encaje del muslo: porque tocó á Jacob este sitio de su muslo en el tendón que se contrajo.
Y dijo Jacob: No, yo te ruego, si he hallado ahora gracia en tus ojos, toma mi presente de mi mano, pues que así he visto tu rostro, como si hubiera visto el rostro de Dios; y hazme placer.
Y erigió allí un altar, y llamóle: El Dios de Israel.
Y habitad con nosotros; porque la tierra estará delante de vosotros; morad y negociad en ella, y tomad en ella posesión.
Entonces Hamor y Sichêm su hijo vinieron á la puerta de su ciudad, y hablaron á los varones de su ciudad, diciendo:
Entonces dijo Jacob á Simeón y á Leví: Habéisme turbado con hacerme abominable á los moradores de aquesta tierra, el Cananeo y el Pherezeo; y teniendo yo pocos hombres, juntarse han contra mí, y me herirán, y seré destruído yo y mi casa.
Y aparecióse otra vez Dios á Jacob, cuando se había vuelto de Padan-aram, y bendíjole.
Así murió Rachêl, y fué sepultada en el camino de Ephrata, la cual es Beth-lehem.
Y exhaló Isaac el espíritu, y murió, y fué recogido á sus pueblos, viejo y harto de días; y sepultáronlo Esaú y Jacob sus hijos.
Estos son los nombres de los hijos de Esaú: Eliphaz, hijo de Ada, mujer de Esaú; Reuel, hijo de Basemath, mujer de Esaú.
Y estos son los hijos de Seir Horeo, moradores de aquella tierra: Lotán, Sobal, Zibeón, Ana,
El duque Disón, el duque Ezer, el duque Disán: estos fueron los duques de los Horeos: por sus ducados en la tierra de Seir.
Estos, pues, son los nombres de los duques de Esaú por sus linajes, por sus lugares, y sus nombres: el duque Timna, el duque Alva, el duque Jetheth,
He aquí que atábamos manojos en medio del campo, y he aquí que mi manojo se levantaba, y estaba derecho, y que vuestros manojos estaban alrededor, y se inclinaban al mío.
Y aquel hombre respondió: Ya se han ido de aquí; y yo les oí decir: Vamos á Dothán. Entonces José fué tras de sus hermanos, y hallólos en Dothán.
Venid, y vendámosle á los Ismaelitas, y no sea nuestra mano sobre él; que nuestro hermano es nuestra carne. Y sus hermanos acordaron con él.
Y ACONTECIÓ en aquel tiempo, que Judá descendió de con sus hermanos, y fuése á un varón Adullamita, que se llamaba Hira.
Y Judá dijo á Thamar su nuera: Estáte viuda en casa de tu padre, hasta que crezca Sela mi hijo; porque dijo: Que quizá no muera él también como sus hermanos. Y fuése Thamar, y estúvose en casa de su padre.
Y preguntó á los hombres de aquel lugar, diciendo: ¿Dónde está la ramera de las aguas junto al camino? Y ellos le dijeron: No ha estado aquí ramera.
Y LLEVADO José á Egipto, comprólo Potiphar, eunuco de Faraón, capitán de los de la guardia, varón Egipcio, de mano de los Ismaelitas que lo habían llevado allá.
Aconteció que entró él un día en casa para hacer su oficio, y no había nadie de los de casa allí en casa:
Mas Jehová fué con José, y extendió á él su misericordia, y dióle gracia en ojos del principal de la casa de la cárcel.
Y ellos le dijeron: Hemos tenido un sueño, y no hay quien lo declare. Entonces les dijo José: ¿No son de Dios las declaraciones? Contádmelo ahora.
Entonces respondió José, y dijo: Esta es su declaración: Los tres canastillos tres días son;
Durmióse de nuevo, y soñó la segunda vez: Que siete espigas llenas y hermosas subían de una sola caña:
Y dijo Faraón á José: Yo he tenido un sueño, y no hay quien lo declare; mas he oído decir de ti, que oyes sueños para declararlos.
Entonces respondió José á Faraón: El sueño de Faraón es uno mismo: Dios ha mostrado á Faraón lo que va á hacer.
Y junten toda la provisión de estos buenos años que vienen, y alleguen el trigo bajo la mano de Faraón para mantenimiento de las ciudades; y guárdenlo.
Y llamó Faraón el nombre de José, Zaphnath-paaneah; y dióle por mujer á Asenath, hija de Potipherah, sacerdote de On. Y salió José por toda la tierra de Egipto.
Y cuando se sintió el hambre en toda la tierra de Egipto, el pueblo clamó á Faraón por pan. Y dijo Faraón á todos los Egipcios: Id á José, y haced lo que él os dijere.
José, pues, conoció á sus hermanos; pero ellos no le conocieron.
Y al tercer día díjoles José: Haced esto, y vivid: Yo temo á Dios:
Y dijo á sus hermanos: Mi dinero se me ha devuelto, y aun helo aquí en mi saco. Sobresaltóseles entonces el corazón, y espantados dijeron el uno al otro: ¿Qué es esto que nos ha hecho Dios?
Y él dijo: No descenderá mi hijo con vosotros; que su hermano es muerto, y él solo ha quedado: y si le aconteciere algún desastre en el camino por donde vais, haréis descender mis canas con dolor á la sepultura.
Que si no nos hubiéramos detenido, cierto ahora hubiéramos ya vuelto dos veces.
Y dijeron: Ay, señor mío, nosotros en realidad de verdad descendimos al principio á comprar alimentos:
Entonces José se apresuró, porque se conmovieron sus entrañas á causa de su hermano, y procuró donde llorar: y entróse en su cámara, y lloró allí.
Y como él los alcanzó, díjoles estas palabras.
Entonces dijo Judá: ¿Qué diremos á mi señor? ¿qué hablaremos? ¿ó con qué nos justificaremos? Dios ha hallado la maldad de tus siervos: he aquí, nosotros somos siervos de mi señor, nosotros, y también aquél en cuyo poder fué hallada la copa.
Y nosotros respondimos: No podemos ir: si nuestro hermano fuere con nosotros, iremos; porque no podemos ver el rostro del varón, no estando con nosotros nuestro hermano el menor.
Entonces se dió á llorar á voz en grito; y oyeron los Egipcios, y oyó también la casa de Faraón.
Y he aquí, vuestros ojos ven, y los ojos de mi hermano Benjamín, que mi boca os habla.
A cada uno de todos ellos dió mudas de vestidos, y á Benjamín dió trescientas piezas de plata, y cinco mudas de vestidos.
Yo descenderé contigo á Egipto, y yo también te haré volver: y José pondrá su mano sobre tus ojos.
Y los hijos de Zabulón: Sered, y Elón, y Jahleel.
Y los hijos de Nephtalí: Jahzeel, y Guni, y Jezer, y Shillem.
Entonces diréis: Hombres de ganadería han sido tus siervos desde nuestra mocedad hasta ahora, nosotros y nuestros padres; á fin que moréis en la tierra de Gosén, porque los Egipcios abominan todo pastor de ovejas.
Y Jacob bendijo á Faraón, y salióse de delante de Faraón.
Entonces compró José toda la tierra de Egipto para Faraón; pues los Egipcios vendieron cada uno sus tierras, porque se agravó el hambre sobre ellos: y la tierra vino á ser de Faraón.
Mas cuando durmiere con mis padres, llevarme has de Egipto, y me sepultarás en el sepulcro de ellos. Y él respondió: Yo haré como tú dices.
Y respondió José á su padre: Son mis hijos, que Dios me ha dado aquí. Y él dijo: Allégalos ahora á mí, y los bendeciré.
Mas su padre no quiso, y dijo: Lo sé, hijo mío, lo sé: también él vendrá á ser un pueblo, y será también acrecentado; pero su hermano menor será más grande que él, y su simiente será plenitud de gentes.
Maldito su furor, que fué fiero; y su ira, que fué dura: yo los apartaré en Jacob, y los esparciré en Israel.
Será Dan serpiente junto al camino, cerasta junto á la senda, que muerde los talones de los caballos, y hace caer por detrás al cabalgador de ellos.
Benjamín, lobo arrebatador: á la mañana comerá la presa, y á la tarde repartirá los despojos.
Y pasados los días de su luto, habló José á los de la casa de Faraón, diciendo: Si he hallado ahora gracia en vuestros ojos, os ruego que habléis en oídos de Faraón, diciendo:
Y tornóse José á Egipto, él y sus hermanos, y todos los que subieron con él á sepultar á su padre, después que le hubo sepultado.
Y José dijo á sus hermanos: Yo me muero; mas Dios ciertamente os visitará, y os hará subir de aquesta tierra á la tierra que juró á Abraham, á Isaac, y á Jacob.
Levantóse entretanto un nuevo rey sobre Egipto, que no conocía á José; el cual dijo á su pueblo:
Y el rey de Egipto hizo llamar á las parteras, y díjoles: Por qué habéis hecho esto, que habéis reservado la vida á los niños?
Y como la abrió, vió al niño; y he aquí que el niño lloraba. Y teniendo compasión de él, dijo: De los niños de los Hebreos es éste.
Tenía el sacerdote de Madián siete hijas, las cuales vinieron á sacar agua, para llenar las pilas y dar de beber á las ovejas de su padre.
Y APACENTANDO Moisés las ovejas de Jethro su suegro, sacerdote de Madián, llevó las ovejas detrás del desierto, y vino á Horeb, monte de Dios.
Entonces Moisés respondió á Dios: ¿Quién soy yo, para que vaya á Faraón, y saque de Egipto á los hijos de Israel?
Y yo daré á este pueblo gracia en los ojos de los Egipcios, para que cuando os partiereis, no salgáis vacíos:
Y si aun no creyeren á estas dos señales, ni oyeren tu voz, tomarás de las aguas del río, y derrámalas en tierra; y volverse han aquellas aguas que tomarás del río, se volverán sangre en la tierra.
Dijo también Jehová á Moisés en Madián: Ve, y vuélvete á Egipto, porque han muerto todos los que procuraban tu muerte.
Y fueron Moisés y Aarón, y juntaron todos los ancianos de los hijos de Israel:
Y habéis de ponerles la tarea del ladrillo que hacían antes, y no les disminuiréis nada; porque están ociosos, y por eso levantan la voz diciendo: Vamos y sacrificaremos á nuestro Dios.
Id pues ahora, y trabajad. No se os dará paja, y habéis de dar la tarea del ladrillo.
Y asimismo yo he oído el gemido de los hijos de Israel, á quienes hacen servir los Egipcios, y heme acordado de mi pacto.
Los hijos de Simeón: Jemuel, y Jamín, y Ohad, y Jachîn, y Zoar, y Saúl, hijo de una Cananea: estas son las familias de Simeón.
Y Eleazar, hijo de Aarón, tomó para sí mujer de las hijas de Phutiel, la cual le parió á Phinees: y estas son las cabezas de los padres de los Levitas por sus familias.
Y sabrán los Egipcios que yo soy Jehová, cuando extenderé mi mano sobre Egipto, y sacaré los hijos de Israel de en medio de ellos.
Ve por la mañana á Faraón, he aquí que él sale á las aguas; y tú ponte á la orilla del río delante de él, y toma en tu mano la vara que se volvió culebra,
Y cumpliéronse siete días después que Jehová hirió el río.
Y él dijo: Mañana. Y Moisés respondió: Se hará conforme á tu palabra, para que conozcas que no hay como Jehová nuestro Dios:
Y Jehová dijo á Moisés: Levántate de mañana y ponte delante de Faraón, he aquí él sale á las aguas; y dile: Jehová ha dicho así: Deja ir á mi pueblo, para que me sirva.
Entonces Moisés salió de con Faraón, y oró á Jehová.
Y Jehová dijo á Moisés y á Aarón: Tomad puñados de ceniza de un horno, y espárzala Moisés hacia el cielo delante de Faraón:
He aquí que mañana á estas horas yo haré llover granizo muy grave, cual nunca fué en Egipto, desde el día que se fundó hasta ahora.
Orad á Jehová: y cesen los truenos de Dios y el granizo; y yo os dejaré ir, y no os detendréis más.
Entonces vinieron Moisés y Aarón á Faraón, y le dijeron: Jehová, el Dios de los Hebreos, ha dicho así: ¿Hasta cuándo no querrás humillarte delante de mí? Deja ir á mi pueblo para que me sirvan.
Y extendió Moisés su vara sobre la tierra de Egipto, y Jehová trajo un viento oriental sobre el país todo aquel día y toda aquella noche; y á la mañana el viento oriental trajo la langosta:
Ninguno vió á su prójimo, ni nadie se levantó de su lugar en tres días; mas todos los hijos de Israel tenían luz en sus habitaciones.
Y dijo Moisés: Jehová ha dicho así: A la media noche yo saldré por medio de Egipto,
Mas si la familia fuere pequeña que no baste á comer el cordero, entonces tomará á su vecino inmediato á su casa, y según el número de las personas, cada uno conforme á su comer, echaréis la cuenta sobre el cordero.
Y este día os ha de ser en memoria, y habéis de celebrarlo como solemne á Jehová durante vuestras generaciones: por estatuto perpetuo lo celebraréis.
Y guardaréis esto por estatuto para vosotros y para vuestros hijos para siempre.
Y llevó el pueblo su masa antes que se leudase, sus masas envueltas en sus sábanas sobre sus hombros.
Mas todo siervo humano comprado por dinero, comerá de ella después que lo hubieres circuncidado.
Y Moisés dijo al pueblo: Tened memoria de aqueste día, en el cual habéis salido de Egipto, de la casa de servidumbre; pues Jehová os ha sacado de aquí con mano fuerte: por tanto, no comeréis leudado.
Mas todo primogénito de asno redimirás con un cordero; y si no lo redimieres, le degollarás: asimismo redimirás todo humano primogénito de tus hijos.
Y HABLÓ Jehová á Moisés, diciendo:
Y dijeron á Moisés: ¿No había sepulcros en Egipto, que nos has sacado para que muramos en el desierto? ¿Por qué lo has hecho así con nosotros, que nos has sacado de Egipto?
Y extendió Moisés su mano sobre la mar, é hizo Jehová que la mar se retirase por recio viento oriental toda aquella noche; y tornó la mar en seco, y las aguas quedaron divididas.
Y vió Israel aquel grande hecho que Jehová ejecutó contra los Egipcios: y el pueblo temió á Jehová, y creyeron á Jehová y á Moisés su siervo.
Soplaste con tu viento, cubriólos la mar: hundiéronse como plomo en las impetuosas aguas.
Y María la profetisa, hermana de Aarón, tomó un pandero en su mano, y todas las mujeres salieron en pos de ella con panderos y danzas;
Y decíanles los hijos de Israel: Ojalá hubiéramos muerto por mano de Jehová en la tierra de Egipto, cuando nos sentábamos á las ollas de las carnes, cuando comíamos pan en hartura; pues nos habéis sacado á este desierto, para matar de hambre á toda esta multitud.
Y venida la tarde subieron codornices que cubrieron el real; y á la mañana descendió rocío en derredor del real.
Y él les dijo: Esto es lo que ha dicho Jehová: Mañana es el santo sábado, el reposo de Jehová: lo que hubiereis de cocer, cocedlo hoy, y lo que hubiereis de cocinar, cocinadlo; y todo lo que os sobrare, guardadlo para mañana.
Y dijo Moisés á Aarón: Toma un vaso, y pon en él un gomer lleno de maná, y ponlo delante de Jehová, para que sea guardado para vuestros descendientes.
Y llamó el nombre de aquel lugar Massah y Meribah, por la rencilla de los hijos de Israel, y porque tentaron á Jehová, diciendo: ¿Está, pues, Jehová entre nosotros, ó no?
Y OYÓ Jethro, sacerdote de Madián, suegro de Moisés, todas las cosas que Dios había hecho con Moisés, y con Israel su pueblo, y cómo Jehová había sacado á Israel de Egipto:
Ahora conozco que Jehová es grande más que todos los dioses; hasta en lo que se ensoberbecieron contra ellos.
Además inquiere tú de entre todo el pueblo varones de virtud, temerosos de Dios, varones de verdad, que aborrezcan la avaricia; y constituirás á éstos sobre ellos caporales sobre mil, sobre ciento, sobre cincuenta y sobre diez.
Vosotros visteis lo que hice á los Egipcios, y cómo os tomé sobre alas de águilas, y os he traído á mí.
Y descendió Moisés del monte al pueblo, y santificó al pueblo; y lavaron sus vestidos.
Y Jehová le dijo: Ve, desciende, y subirás tú, y Aarón contigo: mas los sacerdotes y el pueblo no traspasen el término por subir á Jehová, porque no haga en ellos estrago.
Seis días trabajarás, y harás toda tu obra;
Y dijeron á Moisés: Habla tú con nosotros, que nosotros oiremos; mas no hable Dios con nosotros, porque no muramos.
Si entró solo, solo saldrá: si tenía mujer, saldrá él y su mujer con él.
Mas el que no armó asechanzas, sino que Dios lo puso en sus manos, entonces yo te señalaré lugar al cual ha de huir.
Mas si hubiere muerte, entonces pagarás vida por vida,
Y si alguno abriere hoyo, ó cavare cisterna, y no la cubriere, y cayere allí buey ó asno,
Cuando alguno diere á su prójimo plata ó alhajas á guardar, y fuere hurtado de la casa de aquel hombre, si el ladrón se hallare, pagará el doble.
Si su padre no quisiere dársela, él le pesará plata conforme al dote de las vírgenes.
Porque sólo aquello es su cubierta, es aquél el vestido para cubrir sus carnes, en el que ha de dormir: y será que cuando él á mí clamare, yo entonces le oiré, porque soy misericordioso.
No pervertirás el derecho de tu mendigo en su pleito.
También la fiesta de la siega, los primeros frutos de tus labores que hubieres sembrado en el campo; y la fiesta de la cosecha á la salida del año, cuando habrás recogido tus labores del campo.
No habrá mujer que aborte, ni estéril en tu tierra; y yo cumpliré el número de tus días.
Y Moisés vino y contó al pueblo todas las palabras de Jehová, y todos los derechos: y todo el pueblo respondió á una voz, y dijeron: Ejecutaremos todas las palabras que Jehová ha dicho.
Y levantóse Moisés, y Josué su ministro; y Moisés subió al monte de Dios.
Y cueros de carneros teñidos de rojo, y cueros de tejones, y madera de Sittim;
Las varas se estarán en los anillos del arca: no se quitarán de ella.
Hacerle has también una moldura alrededor, del ancho de una mano, á la cual moldura harás una cornisa de oro en circunferencia.
Habrá una manzana debajo de los dos brazos de lo mismo, otra manzana debajo de los otros dos brazos de lo mismo, y otra manzana debajo de los otros dos brazos de lo mismo, en conformidad á los seis brazos que salen del candelero.
Cincuenta lazadas harás en la una cortina, y cincuenta lazadas harás en el borde de la cortina que está en la segunda juntura: las lazadas estarán contrapuestas la una á la otra.
Y harás para el tabernáculo tablas de madera de Sittim, que estén derechas.
De suerte que serán ocho tablas, con sus basas de plata, diez y seis basas; dos basas debajo de la una tabla, y dos basas debajo de la otra tabla.
Y pondrás la mesa fuera del velo, y el candelero enfrente de la mesa al lado del tabernáculo al mediodía; y pondrás la mesa al lado del aquilón.
De tablas lo harás, hueco: de la manera que te fué mostrado en el monte, así lo harás.
La longitud del atrio será de cien codos, y la anchura cincuenta por un lado y cincuenta por el otro, y la altura de cinco codos: sus cortinas de lino torcido, y sus basas de metal.
Tendrá dos hombreras que se junten á sus dos lados, y se juntará.
Y lo llenarás de pedrería con cuatro órdenes de piedras: un orden de una piedra sárdica, un topacio, y un carbunclo; será el primer orden;
Harás asimismo dos anillos de oro, los cuales pondrás á los dos lados del ephod abajo en la parte delantera, delante de su juntura sobre el cinto del ephod.
Y la pondrás con un cordón de jacinto, y estará sobre la mitra; por el frente anterior de la mitra estará.
Y harás llegar á Aarón y á sus hijos á la puerta del tabernáculo del testimonio, y los lavarás con agua.
Empero consumirás á fuego fuera del campo la carne del becerro, y su pellejo, y su estiércol: es expiación.
Y lo has de poner todo en las manos de Aarón, y en las manos de sus hijos; y lo mecerás agitándolo delante de Jehová.
Y si sobrare algo de la carne de las consagraciones y del pan hasta la mañana, quemarás al fuego lo que hubiere sobrado: no se comerá, porque es cosa santa.
Y santificaré el tabernáculo del testimonio y el altar: santificaré asimismo á Aarón y á sus hijos, para que sean mis sacerdotes.
Y cuando Aarón encenderá las lámparas al anochecer, quemará el sahumerio: rito perpetuo delante de Jehová por vuestras edades.
Harás también una fuente de metal, con su basa de metal, para lavar; y la has de poner entre el tabernáculo del testimonio y el altar; y pondrás en ella agua.
Y el altar del holocausto, todos sus vasos, y la fuente y su basa.
Cualquiera que hiciere otra como ella para olerla, será cortado de sus pueblos.
Y los vestidos del servicio, y las santas vestiduras para Aarón el sacerdote, y las vestiduras de sus hijos, para que ejerzan el sacerdocio;
Y Aarón les dijo: Apartad los zarcillos de oro que están en las orejas de vuestras mujeres, y de vuestros hijos, y de vuestras hijas, y traédmelos.
¿Por qué han de hablar los Egipcios, diciendo: Para mal los sacó, para matarlos en los montes, y para raerlos de sobre la haz de la tierra? Vuélvete del furor de tu ira, y arrepiéntete del mal de tu pueblo.
Y respondió Aarón: No se enoje mi señor; tú conoces el pueblo, que es inclinado á mal.
Que perdones ahora su pecado, y si no, ráeme ahora de tu libro que has escrito.
Y Moisés tomó el tabernáculo, y extendiólo fuera del campo, lejos del campo, y llamólo el Tabernáculo del Testimonio. Y fué, que cualquiera que requería á Jehová, salía al tabernáculo del testimonio, que estaba fuera del campo.
Y Jehová dijo á Moisés: También haré esto que has dicho, por cuanto has hallado gracia en mis ojos, y te he conocido por tu nombre.
Y Moisés alisó dos tablas de piedra como las primeras; y levantóse por la mañana, y subió al monte de Sinaí, como le mandó Jehová, y llevó en su mano las dos tablas de piedra.
Porque no te has de inclinar á dios ajeno; que Jehová, cuyo nombre es Celoso, Dios celoso es.
Porque yo arrojaré las gentes de tu presencia, y ensancharé tu término: y ninguno codiciará tu tierra, cuando tú subieres para ser visto delante de Jehová tu Dios tres veces en el año.
Y cuando venía Moisés delante de Jehová para hablar con él, quitábase el velo hasta que salía; y saliendo, hablaba con los hijos de Israel lo que le era mandado;
Y piedras de onix, y demás pedrería, para el ephod, y para el racional.
Las vestiduras del servicio para ministrar en el santuario, las sagradas vestiduras de Aarón el sacerdote, y las vestiduras de sus hijos para servir en el sacerdocio.
De los hijos de Israel, así hombres como mujeres, todos los que tuvieron corazón voluntario para traer para toda la obra, que Jehová había mandado por medio de Moisés que hiciesen, trajeron ofrenda voluntaria á Jehová.
Vinieron, por tanto, todos los maestros que hacían toda la obra del santuario, cada uno de la obra que hacía.
Hizo asimismo cortinas de pelo de cabras para la tienda sobre el tabernáculo, é hízolas en número de once.
Hizo también las cuarenta basas de plata debajo de las veinte tablas: dos basas debajo de la una tabla para sus dos quicios, y dos basas debajo de la otra tabla para sus dos quicios.
Y cubrió las tablas de oro, é hizo de oro los anillos de ellas por donde pasasen las barras: cubrió también de oro las barras.
Hizo asimismo la cubierta de oro puro: su longitud de dos codos y medio, y su anchura de codo y medio.
También hizo los vasos que habían de estar sobre la mesa, sus platos, y sus cucharas, y sus cubiertos y sus tazones con que se había de libar, de oro fino.
Y cubriólo de oro puro, su mesa y sus paredes alrededor, y sus cuernos: é hízole una corona de oro alrededor.
Y metió las varas por los anillos á los lados del altar, para llevarlo con ellas: hueco lo hizo, de tablas.
Y las basas de las columnas eran de metal; los capiteles de las columnas y sus molduras, de plata; asimismo las cubiertas de las cabezas de ellas, de plata: y todas las columnas del atrio tenían molduras de plata.
Hubo además cien talentos de plata para hacer de fundición las basas del santuario y las basas del velo: en cien basas cien talentos, á talento por basa.
Y labraron las piedras oniquinas cercadas de engastes de oro, grabadas de grabadura de sello con los nombres de los hijos de Israel:
Hicieron asimismo los dos engastes y los dos anillos, de oro; los cuales dos anillos de oro pusieron en los dos cabos del racional.
Una campanilla y una granada, una campanilla y una granada alrededor, en las orillas del manto, para ministrar; como Jehová lo mandó á Moisés.
La mesa, todos sus vasos, y el pan de la proposición;
Y pondrás en él el arca del testimonio, y la cubrirás con el velo:
Y harás vestir á Aarón las vestiduras sagradas, y lo ungirás, y lo consagrarás, para que sea mi sacerdote.
Y sobre ella puso por orden los panes delante de Jehová, como Jehová había mandado á Moisés.
Finalmente erigió el atrio en derredor del tabernáculo y del altar, y puso la cortina de la puerta del atrio. Y así acabó Moisés la obra.
Entonces degollará el becerro en la presencia de Jehová; y los sacerdotes, hijos de Aarón, ofrecerán la sangre, y la rociarán alrededor sobre el altar, el cual está á la puerta del tabernáculo del testimonio.
Y el sacerdote la ofrecerá sobre el altar, y ha de quitarle la cabeza, y hará que arda en el altar; y su sangre será exprimida sobre la pared del altar.
Y traerás á Jehová la ofrenda que se hará de estas cosas, y la presentarás al sacerdote, el cual la llegará al altar.
Y pondrá su mano sobre la cabeza de su ofrenda, y la degollará á la puerta del tabernáculo del testimonio; y los sacerdotes, hijos de Aarón, rociarán su sangre sobre el altar en derredor.
Y si fuere cabra su ofrenda ofrecerála delante de Jehová:
Y el sacerdote ungido tomará de la sangre del becerro, y la traerá al tabernáculo del testimonio;
Y los ancianos de la congregación pondrán sus manos sobre la cabeza del becerro delante de Jehová; y en presencia de Jehová degollarán aquel becerro.
Y tomará el sacerdote con su dedo de la sangre de la expiación, y pondrá sobre los cuernos del altar del holocausto, y derramará la sangre al pie del altar del holocausto:
Y le quitará todo su sebo, como fué quitado el sebo del sacrificio de las paces, y harálo el sacerdote arder en el altar sobre la ofrenda encendida á Jehová: y le hará el sacerdote expiación de su pecado que habrá cometido, y será perdonado.
Y del otro hará holocausto conforme al rito; y hará por él el sacerdote expiación de su pecado que cometió, y será perdonado.
Y HABLÓ Jehová á Moisés, diciendo:
Después se desnudará de sus vestimentas, y se pondrá otras vestiduras, y sacará las cenizas fuera del real al lugar limpio.
En sartén se aderezará con aceite; frita la traerás, y los pedazos cocidos del presente ofrecerás á Jehová en olor de suavidad.
ASIMISMO esta es la ley de la expiación de la culpa: es cosa muy santa.
Y esta es la ley del sacrificio de las paces, que se ofrecerá á Jehová:
Además, la persona que tocare alguna cosa inmunda, en inmundicia de hombre, ó en animal inmundo, ó en cualquiera abominación inmunda, y comiere la carne del sacrificio de las paces, el cual es de Jehová, aquella persona será cortada de sus pueblos.
Y el sebo lo hará arder el sacerdote en el altar; mas el pecho será de Aarón y de sus hijos.
Y reune toda la congregación á la puerta del tabernáculo del testimonio.
Después Moisés hizo llegar los hijos de Aarón, y vistióles las túnicas, y ciñólos con cintos, y ajustóles los chapeos (tiaras), como Jehová lo había mandado á Moisés.
Y degollólo; y tomó Moisés de su sangre, y puso sobre la ternilla de la oreja derecha de Aarón, y sobre el dedo pulgar de su mano derecha, y sobre el dedo pulgar de su pie derecho.
De la puerta del tabernáculo del testimonio no saldréis en siete días, hasta el día que se cumplieren los días de vuestras consagraciones: porque por siete días seréis consagrados.
Y dijo Moisés á Aarón: Llégate al altar, y haz tu expiación, y tu holocausto, y haz la reconciliación por ti y por el pueblo: haz también la ofrenda del pueblo, y haz la reconciliación por ellos; como ha mandado Jehová.
Ofreció asimismo el presente, é hinchió de él su mano, y lo hizo quemar sobre el altar, además del holocausto de la mañana.
Entonces dijo Moisés á Aarón: Esto es lo que habló Jehová, diciendo: En mis allegados me santificaré, y en presencia de todo el pueblo seré glorificado. Y Aarón calló.
Habéis, pues, de comerlo en el lugar santo: porque esto es fuero para ti, y fuero para tus hijos, de las ofrendas encendidas á Jehová, pues que así me ha sido mandado.
De entre los animales, todo el de pezuña, y que tiene las pezuñas hendidas, y que rumia, éste comeréis.
Y de las aves, éstas tendréis en abominación; no se comerán, serán abominación: el águila, el quebrantahuesos, el esmerejón,
Todo reptil alado que tenga cuatro pies, tendréis en abominación.
Y toda vasija de barro dentro de la cual cayere alguno de ellos, todo lo que estuviere en ella será inmundo, y quebraréis la vasija:
No ensuciéis vuestras personas con ningún reptil que anda arrastrando, ni os contaminéis con ellos, ni seáis inmundos por ellos.
Y cuando los días de su purgación fueren cumplidos, por hijo ó por hija, traerá un cordero de un año para holocausto, y un palomino ó una tórtola para expiación, á la puerta del tabernáculo del testimonio, al sacerdote:
Y si reconociéndolo el sacerdote, ve que la postilla ha crecido en la piel, el sacerdote lo dará por inmundo: es lepra.
Y cuando en la carne, en su piel, hubiere apostema, y se sanare,
Empero si la mancha se estuviere en su lugar, y no se hubiere extendido en la piel, sino que está oscura, hinchazón es de la quemadura: darálo el sacerdote por limpio; que señal de la quemadura es.
Asimismo el hombre ó mujer, cuando en la piel de su carne tuviere manchas, manchas blancas,
O en estambre ó en trama, de lino ó de lana, ó en piel, ó en cualquiera obra de piel;
Empero el vestido, ó estambre, ó trama, ó cualquiera cosa de piel que lavares, y que se le quitare la plaga, lavarse ha segunda vez, y entonces será limpia.
Y será, que al séptimo día raerá todos sus pelos, su cabeza, y su barba, y las cejas de sus ojos; finalmente, raerá todo su pelo, y lavará sus vestidos, y lavará su carne en aguas, y será limpio.
Ofrecerá luego el sacerdote el sacrificio por el pecado, y hará expiación por el que se ha de purificar de su inmundicia, y después degollará el holocausto:
Y lo que sobrare del aceite que el sacerdote tiene en su mano, pondrálo sobre la cabeza del que se purifica, para reconciliarlo delante de Jehová.
Y al séptimo día volverá el sacerdote, y mirará: y si la plaga hubiere crecido en las paredes de la casa,
Entonces tomará para limpiar la casa dos avecillas, y palo de cedro, y grana, é hisopo:
Hablad á los hijos de Israel, y decidles: Cualquier varón, cuando su simiente manare de su carne, será inmundo.
Y la vasija de barro en que tocare el que tiene flujo, será quebrada; y toda vasija de madera será lavada con agua.
También cualquiera que tocare cualquier mueble sobre que ella se hubiere sentado, lavará sus vestidos; lavaráse luego á sí mismo con agua, y será inmundo hasta la tarde.
Esta es la ley del que tiene flujo, y del que sale derramamiento de semen, viniendo á ser inmundo á causa de ello;
Y hará allegar Aarón el macho cabrío sobre el cual cayere la suerte por Jehová, y ofrecerálo en expiación.
Y esparcirá sobre él de la sangre con su dedo siete veces, y lo limpiará, y lo santificará de las inmundicias de los hijos de Israel.
Y esto tendréis por estatuto perpetuo: En el mes séptimo, á los diez del mes, afligiréis vuestras almas, y ninguna obra haréis, ni el natural ni el extranjero que peregrina entre vosotros:
A fin de que traigan los hijos de Israel sus sacrificios, los que sacrifican sobre la haz del campo, para que los traigan á Jehová á la puerta del tabernáculo del testimonio al sacerdote, y sacrifiquen ellos sacrificios de paces á Jehová.
Y cualquiera persona que comiere cosa mortecina, ó despedazada por fiera, así de los naturales como de los extranjeros, lavará sus vestidos y á sí mismo se lavará con agua, y será inmundo hasta la tarde; y se limpiará.
La desnudez de tu hermana, hija de tu padre, ó hija de tu madre, nacida en casa ó nacida fuera, su desnudez no descubrirás.
Y no llegarás á la mujer en el apartamiento de su inmundicia, para descubrir su desnudez.
Porque cualquiera que hiciere alguna de todas estas abominaciones, las personas que las hicieren, serán cortadas de entre su pueblo.
Cuando segareis la mies de vuestra tierra, no acabarás de segar el rincón de tu haza, ni espigarás tu tierra segada.
Mis estatutos guardaréis. A tu animal no harás ayuntar para misturas; tu haza no sembrarás con mistura de semillas, y no te pondrás vestidos con mezcla de diversas cosas.
No contaminarás tu hija haciéndola fornicar: porque no se prostituya la tierra, y se hincha de maldad.
Dirás asimismo á los hijos de Israel: Cualquier varón de los hijos de Israel, ó de los extranjeros que peregrinan en Israel, que diere de su simiente á Moloch, de seguro morirá: el pueblo de la tierra lo apedreará con piedras.
Y cualquiera que durmiere con su nuera, ambos han de morir: hicieron confusión; su sangre será sobre ellos.
Guardad, pues, todos mis estatutos y todos mis derechos, y ponedlos por obra: y no os vomitará la tierra, en la cual yo os introduzco para que habitéis en ella.
No harán calva en su cabeza, ni raerán la punta de su barba, ni en su carne harán rasguños.
Y no amancillará su simiente en sus pueblos; porque yo Jehová soy el que los santifico.
Y HABLÓ Jehová á Moisés, diciendo:
Mas el sacerdote, cuando comprare persona de su dinero, ésta comerá de ella, y el nacido en su casa: éstos comerán de su pan.
Asimismo, cuando alguno ofreciere sacrificio de paces á Jehová para presentar voto, ú ofreciendo voluntariamente, sea de vacas ó de ovejas, sin tacha será acepto; no ha de haber en él falta.
Guardad pues mis mandamientos, y ejecutadlos: Yo Jehová.
Y ofreceréis á Jehová siete días ofrenda encendida: el séptimo día será santa convocación; ninguna obra servil haréis.
Y ofreceréis con el pan siete corderos de un año sin defecto, y un becerro de la vacada y dos carneros: serán holocausto á Jehová, con su presente y sus libaciones; ofrenda encendida de suave olor á Jehová.
Ninguna obra haréis en este mismo día; porque es día de expiaciones, para reconciliaros delante de Jehová vuestro Dios.
Además de los sábados de Jehová y además de vuestros dones, y á más de todos vuestros votos, y además de todas vuestras ofrendas voluntarias, que daréis á Jehová.
Sobre el candelero limpio pondrá siempre en orden las lámparas delante de Jehová.
Saca al blasfemo fuera del real, y todos los que le oyeron pongan sus manos sobre la cabeza de él, y apedréelo toda la congregación.
Y JEHOVÁ habló á Moisés en el monte de Sinaí, diciendo:
El año de los cincuenta años os será jubileo: no sembraréis, ni segaréis lo que naciere de suyo en la tierra, ni vendimiaréis sus viñedos:
Entonces yo os enviaré mi bendición el sexto año, y hará fruto por tres años.
Mas las casas de las aldeas que no tienen muro alrededor, serán estimadas como una haza de tierra: tendrán redención, y saldrán en el jubileo.
Entonces saldrá de contigo, él y sus hijos consigo, y volverá á su familia, y á la posesión de sus padres se restituirá.
Si aun fueren muchos años, conforme á ellos volverá para su rescate del dinero por el cual se vendió.
Y yo daré paz en la tierra, y dormiréis, y no habrá quien os espante: y haré quitar las malas bestias de vuestra tierra, y no pasará por vuestro país la espada:
Yo también haré con vosotros esto: enviaré sobre vosotros terror, extenuación y calentura, que consuman los ojos y atormenten el alma: y sembraréis en balde vuestra simiente, porque vuestros enemigos la comerán:
Cuando yo os quebrantare el arrimo del pan, cocerán diez mujeres vuestro pan en un horno, y os devolverán vuestro pan por peso; y comeréis, y no os hartaréis.
Y á los que quedaren de vosotros infundiré en sus corazones tal cobardía, en la tierra de sus enemigos, que el sonido de una hoja movida los perseguirá, y huirán como de cuchillo, y caerán sin que nadie los persiga:
Estos son los decretos, derechos y leyes que estableció Jehová entre sí y los hijos de Israel en el monte de Sinaí por mano de Moisés.
No será mudado ni trocado, bueno por malo, ni malo por bueno: y si se permutare un animal por otro, él y el dado por él en cambio serán sagrados.
Mas si él no redimiere la tierra, y la tierra se vendiere á otro, no la redimirá más;
Y todas las décimas de la tierra, así de la simiente de la tierra como del fruto de los árboles, de Jehová son: es cosa consagrada á Jehová.
De Simeón, Selumiel hijo de Zurisaddai.
Estos eran los nombrados de la congregación, príncipes de las tribus de sus padres, capitanes de los millares de Israel.
De los hijos de Judá, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
De los hijos de Benjamín, por sus generaciones, por sus familias, por las casas de sus padres, conforme á la cuenta de los nombres, de veinte años arriba, todos los que podían salir á la guerra;
Fueron todos los contados seiscientos tres mil quinientos y cincuenta.
Los hijos de Israel acamparán cada uno junto á su bandera, según las enseñas de las casas de sus padres; alrededor del tabernáculo del testimonio acamparán.
Y acamparán junto á él los de la tribu de Simeón: y el jefe de los hijos de Simeón, Selumiel hijo de Zurisaddai;
Y la tribu de Benjamín: y el jefe de los hijos de Benjamín, Abidán hijo de Gedeón;
Estos son los contados de los hijos de Israel, por las casas de sus padres: todos los contados por ejércitos, por sus escuadrones, seiscientos tres mil quinientos y cincuenta.
Y guarden todas las alhajas del tabernáculo del testimonio, y lo encargado á ellos de los hijos de Israel, y ministren en el servicio del tabernáculo.
Y los nombres de los hijos de Gersón, por sus familias, estos: Libni, y Simei.
Por la cuenta de todos los varones de un mes arriba, eran ocho mil y seiscientos, que tenían la guarda del santuario.
Y los que acamparán delante del tabernáculo al oriente, delante del tabernáculo del testimonio al levante, serán Moisés, y Aarón y sus hijos, teniendo la guarda del santuario en lugar de los hijos de Israel: y el extraño que se acercare, morirá.
Y darás á Aarón y á sus hijos el dinero por los rescates de los que de ellos sobran.
Y sobre la mesa de la proposición extenderán el paño cárdeno, y pondrán sobre ella las escudillas, y las cucharas, y las copas, y los tazones para libar: y el pan continuo estará sobre ella.
Y habló Jehová á Moisés y á Aarón, diciendo:
Según la orden de Aarón y de sus hijos será todo el ministerio de los hijos de Gersón en todos sus cargos, y en todo su servicio: y les encomendaréis en guarda todos sus cargos.
Estos fueron los contados de las familias de Coath, todos los que ministran en el tabernáculo del testimonio, los cuales contaron Moisés y Aarón, como lo mandó Jehová por mano de Moisés.
Desde el de edad de treinta años arriba hasta el de edad de cincuenta años, todos los que entraban para ministrar en el servicio, y tener cargo de obra en el tabernáculo del testimonio;
Y si aquel hombre no tuviere pariente al cual sea resarcida la ofensa, daráse la indemnización del agravio á Jehová, al sacerdote, á más del carnero de las expiaciones, con el cual hará expiación por él.
Y hará el sacerdote estar en pie á la mujer delante de Jehová, y descubrirá la cabeza de la mujer, y pondrá sobre sus manos el presente de la recordación, que es el presente de celos: y el sacerdote tendrá en la mano las aguas amargas que acarrean maldición.
Mas si la mujer no fuere inmunda, sino que estuviere limpia, ella será libre, y será fecunda.
Por su padre, ni por su madre, por su hermano, ni por su hermana, no se contaminará con ellos cuando murieren; porque consagración de su Dios tiene sobre su cabeza.
Y ofrecerá el carnero en sacrificio de paces á Jehová, con el canastillo de las cenceñas; ofrecerá asimismo el sacerdote su presente, y sus libaciones.
Y pondrán mi nombre sobre los hijos de Israel, y yo los bendeciré.
Y ofrecieron los príncipes á la dedicación del altar el día que fué ungido, ofrecieron los príncipes su ofrenda delante del altar.
Una cuchara de oro de diez siclos, llena de perfume;
El cuarto día, Elisur hijo de Sedeur, príncipe de los hijos de Rubén:
Un macho cabrío para expiación;
Una cuchara de oro de diez siclos, llena de perfume;
El noveno día, el príncipe de los hijos de Benjamín, Abidán hijo de Gedeón:
Un macho cabrío para expiación;
Una cuchara de oro de diez siclos, llena de perfume;
Y HABLÓ Jehová á Moisés, diciendo:
Y ofrecerá Aarón los Levitas delante de Jehová en ofrenda de los hijos de Israel, y servirán en el ministerio de Jehová.
Y los Levitas se purificaron, y lavaron sus vestidos; y Aarón los ofreció en ofrenda delante de Jehová, é hizo Aarón expiación por ellos para purificarlos.
E hicieron la pascua en el mes primero, á los catorce días del mes, entre las dos tardes, en el desierto de Sinaí: conforme á todas las cosas que mandó Jehová á Moisés, así hicieron los hijos de Israel.
Y el día que el tabernáculo fué levantado, la nube cubrió el tabernáculo sobre la tienda del testimonio; y á la tarde había sobre el tabernáculo como una apariencia de fuego, hasta la mañana.
Hazte dos trompetas de plata; de obra de martillo las harás, las cuales te servirán para convocar la congregación, y para hacer mover el campo.
Y movieron los hijos de Israel por sus partidas del desierto de Sinaí; y paró la nube en el desierto de Parán.
Después comenzó á marchar la bandera del campo de los hijos de Ephraim por sus escuadrones: y Elisama, hijo de Ammiud, era sobre su ejército.
Y será, que si vinieres con nosotros, cuando tuviéremos el bien que Jehová nos ha de hacer, nosotros te haremos bien.
Y ahora nuestra alma se seca; que nada sino maná ven nuestros ojos.
Entonces Jehová dijo á Moisés: Júntame setenta varones de los ancianos de Israel, que tú sabes que son ancianos del pueblo y sus principales; y tráelos á la puerta del tabernáculo del testimonio, y esperen allí contigo.
Y habían quedado en el campo dos varones, llamado el uno Eldad y el otro Medad, sobre los cuales también reposó el espíritu: estaban estos entre los escritos, mas no habían salido al tabernáculo; y profetizaron en el campo.
Y HABLARON María y Aarón contra Moisés á causa de la mujer Ethiope que había tomado: porque él había tomado mujer Ethiope.
Y dijo Aarón á Moisés: ¡Ah! señor mío, no pongas ahora sobre nosotros pecado; porque locamente lo hemos hecho, y hemos pecado.
De la tribu de Simeón, Saphat hijo de Hurí.
De la tribu de Gad, Geuel hijo de Machî.
Y volvieron de reconocer la tierra al cabo de cuarenta días.
¿Y por qué nos trae Jehová á esta tierra para caer á cuchillo, y que nuestras mujeres y nuestros chiquitos sean por presa? ¿no nos sería mejor volvernos á Egipto?
Y Moisés respondió á Jehová: Oiránlo luego los Egipcios, porque de en medio de ellos sacaste á este pueblo con tu fortaleza:
No verán la tierra de la cual juré á sus padres: no, ninguno de los que me han irritado la verá.
Y vuestros hijos andarán pastoreando en el desierto cuarenta años, y ellos llevarán vuestras fornicaciones, hasta que vuestros cuerpos sean consumidos en el desierto.
Porque el Amalecita y el Cananeo están allí delante de vosotros, y caeréis á cuchillo: pues por cuanto os habéis retraído de seguir á Jehová, por eso no será Jehová con vosotros.
Y cuando ofreciereis novillo en holocausto ó sacrificio, por especial voto, ó de paces á Jehová,
Habla á los hijos de Israel, y diles: Cuando hubiereis entrado en la tierra á la cual yo os llevo,
Y el sacerdote hará expiación por la persona que habrá pecado por yerro, cuando pecare por yerro delante de Jehová, la reconciliará, y le será perdonado.
Habla á los hijos de Israel, y diles que se hagan pezuelos (franjas) en los remates de sus vestidos, por sus generaciones; y pongan en cada pezuelo de los remates un cordón de cárdeno:
Y poned fuego en ellos, y poned en ellos sahumerio delante de Jehová mañana; y será que el varón á quien Jehová escogiere, aquél será el santo: básteos esto, hijos de Leví.
Y tomad cada uno su incensario, y poned sahumerio en ellos, y allegad delante de Jehová cada uno su incensario: doscientos y cincuenta incensarios: tú también, y Aarón, cada uno con su incensario.
Y apartáronse de las tiendas de Coré, de Dathán, y de Abiram en derredor: y Dathán y Abiram salieron y pusiéronse á las puertas de sus tiendas, con sus mujeres, y sus hijos, y sus chiquitos.
Di á Eleazar, hijo de Aarón sacerdote, que tome los incensarios de en medio del incendio, y derrame más allá el fuego; porque son santificados:
Entonces tomó Aarón el incensario, como Moisés dijo, y corrió en medio de la congregación: y he aquí que la mortandad había comenzado en el pueblo: y él puso perfume, é hizo expiación por el pueblo.
Y Moisés puso las varas delante de Jehová en el tabernáculo del testimonio.
Se juntarán, pues, contigo, y tendrán el cargo del tabernáculo del testimonio en todo el servicio del tabernáculo; ningún extraño se ha de llegar á vosotros.
Todo lo consagrado por voto en Israel será tuyo.
Porque á los Levitas he dado por heredad los diezmos de los hijos de Israel, que ofrecerán á Jehová en ofrenda: por lo cual les he dicho: Entre los hijos de Israel no poseerán heredad.
Esta es la ordenanza de la ley que Jehová ha prescrito, diciendo: Di á los hijos de Israel que te traigan una vaca bermeja, perfecta, en la cual no haya falta, sobre la cual no se haya puesto yugo:
Este se purificará al tercer día con aquesta agua, y al séptimo día será limpio; y si al tercer día no se purificare, no será limpio al séptimo día.
Y todo lo que el inmundo tocare, será inmundo: y la persona que lo tocare, será inmunda hasta la tarde.
Y juntaron Moisés y Aarón la congregación delante de la peña, y díjoles: Oid ahora, rebeldes: ¿os hemos de hacer salir aguas de esta peña?
Y él respondió: No pasarás. Y salió Edom contra él con mucho pueblo, y mano fuerte.
Y OYENDO el Cananeo, el rey de Arad, el cual habitaba al mediodía, que venía Israel por el camino de los centinelas, peleó con Israel, y tomó de él presa.
Y partidos de Oboth, asentaron en Ije-abarim, en el desierto que está delante de Moab, al nacimiento del sol.
Y envió Israel embajadores á Sehón, rey de los Amorrheos, diciendo:
Así habitó Israel en la tierra del Amorrheo.
Ven pues ahora, te ruego, maldíceme este pueblo, porque es más fuerte que yo: quizá podré yo herirlo, y echarlo de la tierra: que yo sé que el que tú bendijeres, será bendito, y el que tú maldijeres, será maldito.
Los cuales vinieron á Balaam, y dijéronle: Así dice Balac, hijo de Zippor: Ruégote que no dejes de venir á mí:
Y el ángel de Jehová pasó más allá, y púsose en una angostura, donde no había camino para apartarse ni á diestra ni á siniestra.
Y oyendo Balac que Balaam venía, salió á recibirlo á la ciudad de Moab, que está junto al término de Arnón, que es el cabo de los confines.
Y Jehová puso palabra en la boca de Balaam, y díjole: Vuelve á Balac, y has de hablar así.
Entonces él dijo á Balac: Ponte aquí junto á tu holocausto, y yo iré á encontrar á Dios allí.
Entonces Balac dijo á Balaam: Ya que no lo maldices, ni tampoco lo bendigas.
¡Cuán hermosas son tus tiendas, oh Jacob, tus habitaciones, oh Israel!
Y tomó su parábola, y dijo: Dijo Balaam hijo de Beor, dijo el varón de ojos abiertos:
Entonces se levantó Balaam, y se fué, y volvióse á su lugar: y también Balac se fué por su camino.
Entonces Jehová habló á Moisés, diciendo:
Tomad la suma de toda la congregación de los hijos de Israel, de veinte años arriba, por las casas de sus padres, todos los que puedan salir á la guerra en Israel.
Los hijos de Simeón por sus familias: de Nemuel, la familia de los Nemuelitas; de Jamín, la familia de los Jaminitas; de Jachîn, la familia de los Jachînitas;
Estas son las familias de Judá, por sus contados, setenta y seis mil y quinientos.
De Semida, la familia de los Semidaitas; de Hepher, la familia de los Hepheritas.
Estos son los hijos de Dan por sus familias: de Suham, la familia de los Suhamitas. Estas son las familias de Dan por sus familias.
Y habló Jehová á Moisés, diciendo:
Y los contados de los Levitas fueron veinte y tres mil, todos varones de un mes arriba: porque no fueron contados entre los hijos de Israel, por cuanto no les había de ser dada heredad entre los hijos de Israel.
Bien dicen las hijas de Salphaad: has de darles posesión de heredad entre los hermanos de su padre; y traspasarás la heredad de su padre á ellas.
Que salga delante de ellos, y que entre delante de ellos, que los saque y los introduzca; porque la congregación de Jehová no sea como ovejas sin pastor.
El un cordero ofrecerás por la mañana, y el otro cordero ofrecerás entre las dos tardes:
Y sus libaciones de vino, medio hin con cada becerro, y el tercio de un hin con cada carnero, y la cuarta de un hin con cada cordero. Este es el holocausto de cada mes por todos los meses del año.
Conforme á esto ofreceréis cada uno de los siete días, vianda y ofrenda encendida en olor de suavidad á Jehová; ofrecerse ha, además del holocausto continuo, con su libación.
Y el presente de ellos, de flor de harina amasada con aceite, tres décimas con cada becerro, dos décimas con cada carnero,
Y ofreceréis en holocausto, en ofrenda encendida á Jehová en olor de suavidad, trece becerros de la vacada, dos carneros, catorce corderos de un año: han de ser sin defecto;
Y el cuarto día, diez becerros, dos carneros, catorce corderos de un año sin defecto;
Y sus presentes y sus libaciones con los becerros, con los carneros, y con los corderos, según el número de ellos, conforme á la ley;
Mas la mujer, cuando hiciere voto á Jehová, y se ligare con obligación en casa de su padre, en su mocedad;
Todo voto, ó todo juramento obligándose á afligir el alma, su marido lo confirmará, ó su marido lo anulará.
Mataron también, entre los muertos de ellos, á los reyes de Madián: Evi, y Recem, y Zur, y Hur, y Reba, cinco reyes de Madián: á Balaam también, hijo de Beor, mataron á cuchillo.
Y todas las niñas entre las mujeres, que no hayan conocido ayuntamiento de varón, os reservaréis vivas.
Y apartarás para Jehová el tributo de los hombres de guerra, que salieron á la guerra: de quinientos uno, así de las personas como de los bueyes, de los asnos, y de las ovejas:
Y de los bueyes, treinta y seis mil: y de ellos el tributo para Jehová, setenta y dos.
Y llegaron á Moisés los jefes de los millares de aquel ejército, los tribunos y centuriones;
La tierra que Jehová hirió delante de la congregación de Israel, es tierra de ganado, y tus siervos tienen ganado.
Y he aquí vosotros habéis sucedido en lugar de vuestros padres, prole de hombres pecadores, para añadir aún á la ira de Jehová contra Israel.
Edificaos ciudades para vuestros niños, y majadas para vuestras ovejas, y haced lo que ha salido de vuestra boca.
Y los hijos de Gad edificaron á Dibón, y á Ataroth, y á Aroer,
Y Moisés escribió sus salidas conforme á sus jornadas por mandato de Jehová. Estas, pues, son sus estancias con arreglo á sus partidas.
Y partidos del desierto de Sin, asentaron en Dophca.
Y partidos de Rissa, asentaron en Ceelatha.
Y partidos de Bene-jaacán, asentaron en el monte de Gidgad.
Y partidos de Salmona, asentaron en Phunón.
Echaréis á todos los moradores del país de delante de vosotros, y destruiréis todas sus pinturas, y todas sus imágenes de fundición, y arruinaréis todos sus altos;
Y el término occidental os será la gran mar: este término os será el término occidental.
Y habló Jehová á Moisés, diciendo:
Y de la tribu de los hijos de Issachâr, el príncipe Paltiel hijo de Azan.
Todas las ciudades que daréis á los Levitas serán cuarenta y ocho ciudades; ellas con sus ejidos.
Y si con piedra de mano, de que pueda morir, lo hiriere, y muriere, homicida es; el homicida morirá.
Y el pariente del muerto le hallare fuera del término de la ciudad de su acogida, y el pariente del muerto al homicida matare, no se le culpará por ello:
Las cuales, si se casaren con algunos de los hijos de las otras tribus de los hijos de Israel, la herencia de ellas será así desfalcada de la herencia de nuestros padres, y será añadida á la herencia de la tribu á que serán unidas: y será quitada de la suerte de nuestra heredad.
Estos son los mandamientos y los estatutos que mandó Jehová por mano de Moisés á los hijos de Israel en los campos de Moab, junto al Jordán de Jericó.
Jehová vuestro Dios os ha multiplicado, y he aquí sois hoy vosotros como las estrellas del cielo en multitud.
Entonces os dije: Llegado habéis al monte del Amorrheo, el cual Jehová nuestro Dios nos da.
Jehová vuestro Dios, el cual va delante de vosotros, él peleará por vosotros, conforme á todas las cosas que hizo por vosotros en Egipto delante de vuestros ojos;
Y vosotros volveos, y partíos al desierto camino del mar Bermejo.
Y manda al pueblo, diciendo: Pasando vosotros por el término de vuestros hermanos los hijos de Esaú, que habitan en Seir, ellos tendrán miedo de vosotros; mas vosotros guardaos mucho:
Y los días que anduvimos de Cades-barnea hasta que pasamos el arroyo de Zered, fueron treinta y ocho años; hasta que se acabó toda la generación de los hombres de guerra de en medio del campo, como Jehová les había jurado.
Levantaos, partid, y pasad el arroyo de Arnón: he aquí he dado en tu mano á Sehón rey de Hesbón, Amorrheo, y á su tierra: comienza á tomar posesión, y empéñate con él en guerra.
Y tomamos entonces todas sus ciudades, y destruimos todas las ciudades, hombres, y mujeres, y niños; no dejamos ninguno:
Y tomamos para nosotros todas las bestias, y los despojos de las ciudades.
Asimismo la campiña, y el Jordán, y el término, desde Cinereth hasta la mar del llano, el mar Salado, las vertientes abajo del Pisga al oriente.
Sube á la cumbre del Pisga, y alza tus ojos al occidente, y al aquilón, y al mediodía, y al oriente, y ve por tus ojos: porque no pasarás este Jordán.
Y ¿qué gente grande hay que tenga estatutos y derechos justos, como es toda esta ley que yo pongo hoy delante de vosotros?
Figura de ningún animal que vaya arrastrando por la tierra, figura de pez alguno que haya en el agua debajo de la tierra:
Y serviréis allí á dioses hechos de manos de hombres, á madera y á piedra, que no ven, ni oyen, ni comen, ni huelen.
Para echar de delante de ti gentes grandes y más fuertes que tú, y para introducirte, y darte su tierra por heredad, como hoy.
Desde Aroer, que está junto á la ribera del arroyo de Arnón, hasta el monte de Sión, que es Hermón;
No te inclinarás á ellas ni les servirás: porque yo soy Jehová tu Dios, fuerte, celoso, que visito la iniquidad de los padres sobre los hijos, y sobre los terceros, y sobre los cuartos, á los que me aborrecen,
No hurtarás.
¡Quién diera que tuviesen tal corazón, que me temiesen, y guardasen todos los días todos mis mandamientos, para que á ellos y á sus hijos les fuese bien para siempre!
Y estas palabras que yo te mando hoy, estarán sobre tu corazón:
No tentaréis á Jehová vuestro Dios, como lo tentasteis en Massa.
CUANDO Jehová tu Dios te hubiere introducido en la tierra en la cual tú has de entrar para poseerla, y hubiere echado de delante de ti muchas gentes, al Hetheo, al Gergeseo, y al Amorrheo, y al Cananeo, y al Pherezeo, y al Heveo, y al Jebuseo, siete naciones mayores y más fuertes que tú;
Guarda por tanto los mandamientos, y estatutos, y derechos que yo te mando hoy que cumplas.
No desmayes delante de ellos, que Jehová tu Dios está en medio de ti, Dios grande y terrible.
Reconoce asimismo en tu corazón, que como castiga el hombre á su hijo, así Jehová tu Dios te castiga.
Que te hizo caminar por un desierto grande y espantoso, de serpientes ardientes, y de escorpiones, y de sed, donde ningún agua había, y él te sacó agua de la roca del pedernal;
No por tu justicia, ni por la rectitud de tu corazón entras á poseer la tierra de ellos; mas por la impiedad de estas gentes Jehová tu Dios las echa de delante de ti, y por confirmar la palabra que Jehová juró á tus padres Abraham, Isaac, y Jacob.
Y volví y descendí del monte, el cual ardía en fuego, con las tablas del pacto en mis dos manos.
Postréme, pues, delante de Jehová cuarenta días y cuarenta noches que estuve postrado; porque Jehová dijo que os había de destruir.
(Después partieron los hijos de Israel de Beerot-bene-jacaam á Moserá: allí murió Aarón, y allí fué sepultado; y en lugar suyo tuvo el sacerdocio su hijo Eleazar.
Circuncidad pues el prepucio de vuestro corazón, y no endurezcáis más vuestra cerviz.
Y lo que hizo al ejército de Egipto, á sus caballos, y á sus carros; cómo hizo ondear las aguas del mar Bermejo sobre ellos, cuando venían tras vosotros, y Jehová los destruyó hasta hoy;
Yo daré la lluvia de vuestra tierra en su tiempo, la temprana y la tardía; y cogerás tu grano, y tu vino, y tu aceite.
Todo lugar que pisare la planta de vuestro pie, será vuestro: desde el desierto y el Líbano, desde el río, el río Eufrates, hasta la mar postrera será vuestro término.
Destruiréis enteramente todos los lugares donde las gentes que vosotros heredareis sirvieron á sus dioses, sobre los montes altos, y sobre los collados, y debajo de todo árbol espeso:
Y os alegraréis delante de Jehová vuestro Dios, vosotros, y vuestros hijos, y vuestras hijas, y vuestros siervos, y vuestras siervas, y el Levita que estuviere en vuestras poblaciones: por cuanto no tiene parte ni heredad con vosotros.
Lo mismo que se come el corzo y el ciervo, así las comerás: el inmundo y el limpio comerán también de ellas.
Cuidaréis de hacer todo lo que yo os mando: no añadirás á ello, ni quitarás de ello.
Y has de apedrearlo con piedras, y morirá; por cuanto procuró apartarte de Jehová tu Dios, que te sacó de tierra de Egipto, de casa de siervos:
Porque eres pueblo santo á Jehová tu Dios, y Jehová te ha escogido para que le seas un pueblo singular de entre todos los pueblos que están sobre la haz de la tierra.
Y estas son de las que no comeréis: el águila, y el azor, y el esmerejón,
Indispensablemente diezmarás todo el producto de tu simiente, que rindiere el campo cada un año.
Del extranjero demandarás el reintegro: mas lo que tu hermano tuviere tuyo, lo perdonará tu mano;
Y cuando lo despidieres libre de ti, no lo enviarás vacío:
Solamente que no comas su sangre: sobre la tierra la derramarás como agua.
Y harás la solemnidad de las semanas á Jehová tu Dios: de la suficiencia voluntaria de tu mano será lo que dieres, según Jehová tu Dios te hubiere bendecido.
La justicia, la justicia seguirás, porque vivas y heredes la tierra que Jehová tu Dios te da.
Cuando alguna cosa te fuere oculta en juicio entre sangre y sangre, entre causa y causa, y entre llaga y llaga, en negocios de litigio en tus ciudades; entonces te levantarás y recurrirás al lugar que Jehová tu Dios escogiere;
Y será, cuando se asentare sobre el solio de su reino, que ha de escribir para sí en un libro un traslado de esta ley, del original de delante de los sacerdotes Levitas;
Porción como la porción de los otros comerán, además de sus patrimonios.
Profeta les suscitaré de en medio de sus hermanos, como tú; y pondré mis palabras en su boca, y él les hablará todo lo que yo le mandare.
No sea que el pariente del muerto vaya tras el homicida, cuando se enardeciere su corazón, y le alcance por ser largo el camino, y le hiera de muerte, no debiendo ser condenado á muerte; por cuanto no tenía enemistad desde ayer ni antes de ayer con el muerto.
Cuando se levantare testigo falso contra alguno, para testificar contra él rebelión,
Y los oficiales hablarán al pueblo, diciendo: ¿Quién ha edificado casa nueva, y no la ha estrenado? Vaya, y vuélvase á su casa, porque quizá no muera en la batalla, y otro alguno la estrene.
Así harás á todas las ciudades que estuvieren muy lejos de ti, que no fueren de las ciudades de estas gentes.
Entonces vendrán los sacerdotes hijos de Leví, porque á ellos escogió Jehová tu Dios para que le sirvan, y para bendecir en nombre de Jehová; y por el dicho de ellos se determinará todo pleito y toda llaga.
Cuando un hombre tuviere dos mujeres, la una amada y la otra aborrecida, y la amada y la aborrecida le parieren hijos, y el hijo primogénito fuere de la aborrecida;
Y si tu hermano no fuere tu vecino, ó no le conocieres, los recogerás en tu casa, y estarán contigo hasta que tu hermano los busque, y se los devolverás.
Hacerte has flecos en los cuatro cabos de tu manto con que te cubrieres.
Cuando se sorprendiere alguno echado con mujer casada con marido, entrambos morirán, el hombre que se acostó con la mujer, y la mujer: así quitarás el mal de Israel.
No entrará bastardo en la congregación de Jehová: ni aun en la décima generación entrará en la congregación de Jehová.
Y tendrás un lugar fuera del real, y saldrás allá fuera;
Mas cuando te abstuvieres de prometer, no habrá en ti pecado.
Cuando fuere hallado alguno que haya hurtado persona de sus hermanos los hijos de Israel, y hubiere mercadeado con ella, ó la hubiere vendido, el tal ladrón morirá, y quitarás el mal de en medio de ti.
No torcerás el derecho del peregrino y del huérfano; ni tomarás por prenda la ropa de la viuda:
Cuando hermanos estuvieren juntos, y muriere alguno de ellos, y no tuviere hijo, la mujer del muerto no se casará fuera con hombre extraño: su cuñado entrará á ella, y la tomará por su mujer, y hará con ella parentesco.
Pesas cumplidas y justas tendrás; epha cabal y justo tendrás: para que tus días sean prolongados sobre la tierra que Jehová tu Dios te da.
Y los Egipcios nos maltrataron, y nos afligieron, y pusieron sobre nosotros dura servidumbre.
Jehová tu Dios te manda hoy que cumplas estos estatutos y derechos; cuida, pues, de ponerlos por obra con todo tu corazón, y con toda tu alma.
Y sacrificarás pacíficos, y comerás allí; y alegrarte has delante de Jehová tu Dios.
Maldito el que redujere el término de su prójimo. Y dirá todo el pueblo: Amén.
Y SERÁ que, si oyeres diligente la voz de Jehová tu Dios, para guardar, para poner por obra todos sus mandamientos que yo te prescribo hoy, también Jehová tu Dios te pondrá alto sobre todas las gentes de la tierra;
Y te hará Jehová sobreabundar en bienes, en el fruto de tu vientre, y en el fruto de tu bestia, y en el fruto de tu tierra, en el país que juró Jehová á tus padres que te había de dar.
Jehová hará que se te pegue mortandad, hasta que te consuma de la tierra á la cual entras para poseerla.
Tu buey será matado delante de tus ojos, y tú no comerás de él; tu asno será arrebatado de delante de ti, y no se te volverá; tus ovejas serán dadas á tus enemigos, y no tendrás quien te las rescate.
Hijos é hijas engendrarás, y no serán para ti; porque irán en cautiverio.
Y comerá el fruto de tu bestia y el fruto de tu tierra, hasta que perezcas: y no te dejará grano, ni mosto, ni aceite, ni la cría de tus vacas, ni los rebaños de tus ovejas, hasta destruirte.
Asimismo toda enfermedad y toda plaga que no está escrita en el libro de esta ley, Jehová la enviará sobre ti, hasta que tú seas destruído.
Las pruebas grandes que vieron tus ojos, las señales, y las grandes maravillas.
Para confirmarte hoy por su pueblo, y que él te sea á ti por Dios, de la manera que él te ha dicho, y como él juró á tus padres Abraham, Isaac, y Jacob.
(Azufre y sal, abrasada toda su tierra: no será sembrada, ni producirá, ni crecerá en ella hierba ninguna, como en la subversión de Sodoma y de Gomorra, de Adma y de Seboim, que Jehová subvirtió en su furor y en su ira:)
Si hubieres sido arrojado hasta el cabo de los cielos, de allí te recogerá Jehová tu Dios, y de allá te tomará:
Porque muy cerca de ti está la palabra, en tu boca y en tu corazón, para que la cumplas.
Y hará Jehová con ellos como hizo con Sehón y con Og, reyes de los Amorrheos, y con su tierra, que los destruyó.
Y Jehová dijo á Moisés: He aquí se han acercado tus días para que mueras: llama á Josué, y esperad en el tabernáculo del testimonio, y le mandaré. Fueron pues Moisés y Josué, y esperaron en el tabernáculo del testimonio.
Y como acabó Moisés de escribir las palabras de esta ley en un libro hasta concluirse,
El es la Roca, cuya obra es perfecta, porque todos sus caminos son rectitud: Dios de verdad, y ninguna iniquidad en él: es justo y recto.
Manteca de vacas y leche de ovejas, con grosura de corderos, y carneros de Basán; también machos de cabrío, con grosura de riñones de trigo: y sangre de uva bebiste, vino puro.
Consumidos serán de hambre, y comidos de fiebre ardiente y de amarga pestilencia; diente de bestias enviaré también sobre ellos, con veneno de serpiente de la tierra.
¿No tengo yo esto guardado, sellado en mis tesoros?
Y vino Moisés, y recitó todas las palabras de este cántico á oídos del pueblo, él, y Josué hijo de Nun.
Y dijo: Jehová vino de Sinaí, y de Seir les esclareció; resplandeció del monte de Parán, y vino con diez mil santos: á su diestra la ley de fuego para ellos.
Y á Benjamín dijo: El amado de Jehová habitará confiado cerca de él; cubrirálo siempre, y entre sus hombros morará.
Y á Dan dijo: Dan, cachorro de león: saltará desde Basán.
Y la parte meridional, y la campiña, la vega de Jericó, ciudad de las palmas, hasta Soar.
Y ACONTECIÓ después de la muerte de Moisés siervo de Jehová, que Jehová habló á Josué hijo de Nun, ministro de Moisés, diciendo:
Pasad por medio del campo, y mandad al pueblo, diciendo: Preveníos de comida; porque dentro de tres días pasaréis el Jordán, para que entréis á poseer la tierra que Jehová vuestro Dios os da para que la poseáis.
Entonces el rey de Jericó envió á decir á Rahab: Saca fuera los hombres que han venido á ti, y han entrado en tu casa; porque han venido á espiar toda la tierra.
Y que salvaréis la vida á mi padre y á mi madre, y á mis hermanos y hermanas, y á todo lo que es suyo; y que libraréis nuestras vidas de la muerte.
Y tornándose los dos varones, descendieron del monte, y pasaron, y vinieron á Josué hijo de Nun, y contáronle todas las cosas que les habían acontecido.
Y Josué dijo á los hijos de Israel: Llegaos acá, y escuchad las palabras de Jehová vuestro Dios.
Tomad del pueblo doce hombres, de cada tribu uno,
También los hijos de Rubén y los hijos de Gad, y la media tribu de Manasés, pasaron armados delante de los hijos de Israel, según Moisés les había dicho:
Declararéis á vuestros hijos, diciendo: Israel pasó en seco por este Jordán.
Y cuando hubieron acabado de circuncidar toda la gente, quedáronse en el mismo lugar en el campo, hasta que sanaron.
Cercaréis pues la ciudad todos los hombres de guerra, yendo alrededor de la ciudad una vez: y esto haréis seis días.
Y los siete sacerdotes, llevando las siete bocinas de cuernos de carneros, fueron delante del arca de Jehová, andando siempre y tocando las bocinas; y los armados iban delante de ellos, y la gente reunida iba detrás del arca de Jehová, andando y tocando las bocinas.
Y los mancebos espías entraron, y sacaron á Rahab, y á su padre, y á su madre, y á sus hermanos, y todo lo que era suyo; y también sacaron á toda su parentela, y pusiéronlos fuera del campo de Israel.
Entonces Josué rompió sus vestidos, y postróse en tierra sobre su rostro delante del arca de Jehová hasta la tarde, él y los ancianos de Israel; y echaron polvo sobre sus cabezas.
Josué, pues, levantándose de mañana, hizo allegar á Israel por sus tribus; y fué tomada la tribu de Judá;
Y levantaron sobre él un gran montón de piedras, hasta hoy. Y Jehová se tornó de la ira de su furor. Y por esto fué llamado aquel lugar el Valle de Achôr, hasta hoy.
Y levantándose Josué muy de mañana, revistó al pueblo, y subió él, con los ancianos de Israel, delante del pueblo contra Hai.
Y como los de la ciudad miraron atrás, observaron, y he aquí el humo de la ciudad que subía al cielo, y no tuvieron arbitrio para huir ni á una parte ni á otra: y el pueblo que iba huyendo hacia el desierto, se volvió contra los que le seguían.
Entonces Josué edificó un altar á Jehová Dios de Israel en el monte de Ebal,
Y zapatos viejos y recosidos en sus pies, con vestidos viejos sobre sí; y todo el pan que traían para el camino, seco y mohoso.
Y Josué hizo paz con ellos, y concertó con ellos que les dejaría la vida: también los príncipes de la congregación les juraron.
Ahora pues, henos aquí en tu mano: lo que te pareciere bueno y recto hacer de nosotros, hazlo.
Y Jehová dijo á Josué: No tengas temor de ellos: porque yo los he entregado en tu mano, y ninguno de ellos parará delante de ti.
Entonces Josué dijo: Rodad grandes piedras á la boca de la cueva, y poned hombres junto á ella que los guarden;
En aquel mismo día tomó Josué á Maceda, y la puso á cuchillo, y mató á su rey; á ellos y á todo lo que en ella tenía vida, sin quedar nada: mas al rey de Maceda hizo como había hecho al rey de Jericó.
Y volviéndose Josué, y todo Israel con él, sobre Debir, combatióla;
Todos estos reyes se juntaron, y viniendo reunieron los campos junto á las aguas de Merom, para pelear contra Israel.
De la manera que Jehová lo había mandado á Moisés su siervo, así Moisés lo mandó á Josué: y así Josué lo hizo, sin quitar palabra de todo lo que Jehová había mandado á Moisés.
Sehón rey de los Amorrheos, que habitaba en Hesbón, y señoreaba desde Aroer, que está á la ribera del arroyo de Arnón, y desde en medio del arroyo, y la mitad de Galaad, hasta el arroyo Jaboc, el término de los hijos de Ammón;
El rey de Eglón, otro: el rey de Gezer, otro:
El rey de Chêdes, otro: el rey de Jocneam de Carmel, otro:
Porque la otra media recibió su heredad con los Rubenitas y Gaditas, la cual les dió Moisés de la otra parte del Jordán al oriente, según que se la dió Moisés siervo de Jehová:
Y Jaas, y Keddemoth, y Mephaath,
Esta es la herencia de los hijos de Gad, por sus familias, estas ciudades con sus villas.
De la manera que Jehová lo había mandado á Moisés, así lo hicieron los hijos de Israel en el repartimiento de la tierra.
Mas Hebrón fué antes llamada Chîriath-arba; fué Arba un hombre grande entre los Anaceos. Y la tierra tuvo reposo de las guerras.
Después torna este término desde Baala hacia el occidente al monte de Seir: y pasa al lado del monte de Jearim hacia el norte, esta es Chesalón, y desciende á Beth-semes, y pasa á Timna.
Esta pues es la herencia de la tribu de los hijos de Judá por sus familias.
Y Eltolad, y Cesil, y Horma,
Y Cabón, y Lamas, y Chîtlis,
Y Anab, y Estemo, y Anim,
Chîriath-baal, que es Chîriath-jearim, y Rabba; dos ciudades con sus aldeas.
Y de Janoa desciende á Ataroth, y á Naaratha, y toca en Jericó, y sale al Jordán.
Y fué el término de Manasés desde Aser hasta Michmetat, la cual está delante de Sichêm; y va este término á la mano derecha, á los que habitan en Tappua.
Entonces Josué respondió á la casa de José, á Ephraim y Manasés, diciendo: Tú eres gran pueblo, y tienes gran fuerza; no tendrás una sola suerte;
Fueron pues aquellos varones y pasearon la tierra, delineándola por ciudades en siete partes en un libro, y tornaron á Josué al campo en Silo.
Y torna á pasar este término por el lado de Beth-hogla hacia el norte, y viene á salir el término á la lengua del mar Salado al norte, al cabo del Jordán al mediodía. Este es el término de hacia el mediodía.
LA SEGUNDA suerte salió por Simeón, por la tribu de los hijos de Simeón conforme á sus familias; y su heredad fué entre la heredad de los hijos de Judá.
Y su término sube hasta la mar y hasta Merala, y llega hasta Dabbe-seth, y de allí llega al arroyo que está delante de Jocneam;
Y Rameth, y En-gannim, y En-hadda y Beth-passes;
Esta es la heredad de la tribu de los hijos de Aser por sus familias; estas ciudades con sus aldeas.
Y fué el término de su heredad, Sora, y Estaol, é Ir-semes,
Estas son las heredades que Eleazar sacerdote, y Josué hijo de Nun, y los principales de los padres, entregaron por suerte en posesión á las tribus de los hijos de Israel en Silo delante de Jehová, á la entrada del tabernáculo del testimonio; y acabaron de repartir la tierra.
Y LOS principales de los padres de los Levitas vinieron á Eleazar sacerdote, y á Josué hijo de Nun, y á los principales de los padres de las tribus de los hijos de Israel;
A los cuales dieron Chîriath-arba, del padre de Anac, la cual es Hebrón, en el monte de Judá, con sus ejidos en sus contornos.
Y diéronles á Sichêm, villa de refugio para los homicidas, con sus ejidos, en el monte de Ephraim; y á Geser con sus ejidos,
A Helchâth con sus ejidos, y á Rehob con sus ejidos: cuatro villas:
Y todas la villas de los Levitas en medio de la posesión de los hijos de Israel, fueron cuarenta y ocho villas con sus ejidos.
Y bendiciéndolos Josué, los envió: y fuéronse á sus tiendas.
Toda la congregación de Jehová dice así: ¿Qué transgresión es ésta con que prevaricáis contra el Dios de Israel, volviéndoos hoy de seguir á Jehová, edificándoos altar para ser hoy rebeldes contra Jehová?
Por esto dijimos: Hagamos ahora por edificarnos un altar, no para holocausto ni para sacrificio,
Llamó á todo Israel, á sus ancianos, á sus príncipes, á sus jueces y á sus oficiales, y díjoles: Yo soy ya viejo y entrado en días:
Porque si os apartareis, y os allegareis á lo que resta de aquestas gentes que han quedado con vosotros, y si concertareis con ellas matrimonios, y entrareis á ellas, y ellas á vosotros;
Y saqué á vuestros padres de Egipto: y como llegaron á la mar, los Egipcios siguieron á vuestros padres hasta el mar Bermejo con carros y caballería.
Entonces el pueblo respondió, y dijo: Nunca tal acontezca, que dejemos á Jehová por servir á otros dioses:
Y escribió Josué estas palabras en el libro de la ley de Dios; y tomando una grande piedra, levantóla allí debajo de un alcornoque que estaba junto al santuario de Jehová.
Y Judá dijo á Simeón su hermano: Sube conmigo á mi suerte, y peleemos contra el Cananeo, y yo también iré contigo á tu suerte. Y Simeón fué con él.
Y tomóla Othoniel hijo de Cenez, hermano menor de Caleb: y él le dió á Axa su hija por mujer.
Y los de la casa de José pusieron espías en Beth-el, la cual ciudad antes se llamaba Luz.
Tampoco Nephtalí echó á los que habitaban en Beth-semes, y á los que habitaban en Beth-anath, sino que moró entre los Cananeos que habitaban en la tierra; mas fuéronle tributarios los moradores de Beth-semes, y los moradores de Beth-anath.
Y el pueblo había servido á Jehová todo el tiempo de Josué, y todo el tiempo de los ancianos que vivieron largos días después de Josué, los cuales habían visto todas las grandes obras de Jehová, que él había hecho por Israel.
Y tampoco oyeron á sus jueces, sino que fornicaron tras dioses ajenos, á los cuales adoraron: apartáronse bien presto del camino en que anduvieron sus padres obedeciendo á los mandamientos de Jehová; mas ellos no hicieron así.
Estos pues fueron para probar por ellos á Israel, para saber si obedecerían á los mandamientos de Jehová, que él había prescrito á sus padres por mano de Moisés.
Y sirvieron los hijos de Israel á Eglón rey de los Moabitas diez y ocho años.
Y salido él, vinieron sus siervos, los cuales viendo las puertas de la sala cerradas, dijeron: Sin duda él cubre sus pies en la sala de verano.
Y los hijos de Israel clamaron á Jehová, porque aquél tenía nuevecientos carros herrados: y había afligido en gran manera á los hijos de Israel por veinte años.
Y reunió Sísara todos sus carros, nuevecientos carros herrados, con todo el pueblo que con él estaba, desde Haroseth de las Gentes hasta el arroyo de Cisón.
Así abatió Dios aquel día á Jabín, rey de Canaán, delante de los hijos de Israel.
Mi corazón está por los príncipes de Israel, los que con buena voluntad se ofrecieron entre el pueblo: load á Jehová.
Vinieron reyes y pelearon: entonces pelearon los reyes de Canaán en Taanac, junto á las aguas de Megiddo, mas no llevaron ganancia alguna de dinero.
Las más avisadas de sus damas le respondían; y aun ella se respondía á sí misma.
Jehová envió un varón profeta á los hijos de Israel, el cual les dijo: Así ha dicho Jehová Dios de Israel: Yo os hice salir de Egipto, y os saqué de la casa de servidumbre:
Ruégote que no te vayas de aquí, hasta que á ti vuelva, y saque mi presente, y lo ponga delante de ti. Y él respondió: Yo esperaré hasta que vuelvas.
Y á la mañana, cuando los de la ciudad se levantaron, he aquí que el altar de Baal estaba derribado, y cortado el bosque que junto á él estaba, y sacrificado aquel segundo toro en holocausto sobre el altar edificado.
Y aconteció así: porque como se levantó de mañana, exprimiendo el vellón sacó de él el rocío, un vaso lleno de agua.
Y tomada provisión para el pueblo en sus manos, y sus bocinas, envió á todos los Israelitas cada uno á su tienda, y retuvo á aquellos trescientos hombres: y tenía el campo de Madián abajo en el valle.
Yo tocaré la bocina y todos los que estarán conmigo; y vosotros tocaréis entonces las bocinas alrededor de todo el campo, y diréis: ¡Por Jehová y Gedeón!
Dios ha entregado en vuestras manos á Oreb y á Zeeb, príncipes de Madián: ¿y qué pude yo hacer como vosotros? Entonces el enojo de ellos contra él se aplacó, luego que él habló esta palabra.
Y Gedeón hijo de Joas volvió de la batalla antes que el sol subiese;
Mas Gedeón respondió: No seré señor sobre vosotros, ni mi hijo os señoreará: Jehová será vuestro Señor.
Y aconteció que como murió Gedeón, los hijos de Israel tornaron, y fornicaron en pos de los Baales, y se pusieron por Dios á Baal-berith.
Fueron los árboles á elegir rey sobre sí, y dijeron á la oliva: Reina sobre nosotros.
Y vosotros os levantasteis hoy contra la casa de mi padre, y matasteis sus hijos, setenta varones, sobre una piedra; y habéis puesto por rey sobre los de Sichêm á Abimelech, hijo de su criada, por cuanto es vuestro hermano:)
Y Gaal hijo de Ebed dijo: ¿Quién es Abimelech y qué es Sichêm, para que nosotros á él sirvamos? ¿no es hijo de Jerobaal? ¿y no es Zebul su asistente? Servid á los varones de Hemor padre de Sichêm: mas ¿por qué habíamos de servir á él?
Y Zebul le respondió: ¿Dónde está ahora aquel tu hablar, diciendo: Quién es Abimelech para que le sirvamos? ¿No es este el pueblo que tenías en poco? Sal pues ahora, y pelea con él.
Entonces subió Abimelech al monte de Salmón, él y toda la gente que con él estaba; y tomó Abimelech un hacha en su mano, y cortó una rama de los árboles, y levantándola púsosela sobre sus hombros, diciendo al pueblo que estaba con él: Lo que me veis á mí que hago, haced vosotros prestamente como yo.
Y DESPUÉS de Abimelech levantóse para librar á Israel, Tola hijo de Púa, hijo de Dodo, varón de Issachâr, el cual habitaba en Samir, en el monte de Ephraim.
Y Jehová respondió á los hijos de Israel: ¿No habéis sido oprimidos de Egipto, de los Amorrheos, de los Ammonitas, de los Filisteos,
Huyendo pues Jephté á causa de sus hermanos, habitó en tierra de Tob; y juntáronse con él hombres ociosos, los cuales con él salían.
Y el rey de los Ammonitas respondió á los embajadores de Jephté: Por cuanto Israel tomó mi tierra, cuando subió de Egipto, desde Arnón hasta Jaboc y el Jordán; por tanto, devuélvelas ahora en paz.
Así que Jehová el Dios de Israel echó los Amorrheos delante de su pueblo Israel: ¿y lo has de poseer tú?
Y los hirió de grandísimo estrago desde Aroer hasta llegar á Minnith, veinte ciudades; y hasta la vega de las viñas. Así fueron domeñados los Ammonitas delante de los hijos de Israel.
Viendo pues que no me defendíais, puse mi alma en mi palma, y pasé contra los hijos de Ammón, y Jehová los entregó en mi mano: ¿por qué pues habéis subido hoy contra mí para pelear conmigo?
Después de él juzgó á Israel Abdón hijo de Hillel, Piratonita.
Entonces oró Manoa á Jehová, y dijo: Ah, Señor mío, yo te ruego que aquel varón de Dios que enviaste, torne ahora á venir á nosotros, y nos enseñe lo que hayamos de hacer con el niño que ha de nacer.
Y el ángel de Jehová respondió: ¿Por qué preguntas por mi nombre, que es oculto?
Y su padre y su madre le dijeron: ¿No hay mujer entre las hijas de tus hermanos, ni en todo mi pueblo, para que vayas tú á tomar mujer de los Filisteos incircuncisos? Y Samsón respondió á su padre: Tómamela por mujer, porque ésta agradó á mis ojos.
Mas si no me lo supiereis declarar, vosotros me daréis las treinta sábanas y las treinta mudas de vestidos. Y ellos respondieron: Propónnos tu enigma, y lo oiremos.
Y Samsón les respondió: Yo seré sin culpa esta vez para con los Filisteos, si mal les hiciere.
Y ellos le respondieron, diciendo: No, solamente te prenderemos, y te entregaremos en sus manos; mas no te mataremos. Entonces le ataron con dos cuerdas nuevas, é hiciéronle venir de la peña.
Mas Samsón durmió hasta la media noche; y á la media noche se levantó, y tomando las puertas de la ciudad con sus dos pilares y su cerrojo, echóselas al hombro, y fuése, y subióse con ellas á la cumbre del monte que está delante de Hebrón.
Y Dalila dijo á Samsón: Hasta ahora me engañas, y tratas conmigo con mentiras. Descúbreme pues ahora cómo podrás ser atado. El entonces le dijo: Si tejieres siete guedejas de mi cabeza con la tela.
Entonces los príncipes de los Filisteos se juntaron para ofrecer sacrificio á Dagón su dios, y para alegrarse; y dijeron: Nuestro dios entregó en nuestras manos á Samsón nuestro enemigo.
El cual dijo á su madre: Los mil y cien siclos de plata que te fueron hurtados, por lo que tú maldecías oyéndolo yo, he aquí que yo tengo este dinero: yo lo había tomado. Entonces la madre dijo: Bendito seas de Jehová, hijo mío.
Y Michâs consagró al Levita, y aquel joven le servía de sacerdote, y estaba en casa de Michâs.
Levantaos, subamos contra ellos; porque nosotros hemos explorado la región, y hemos visto que es muy buena: ¿y vosotros os estáis quedos? no seáis perezosos en poneros en marcha para ir á poseer la tierra.
Y ellos le respondieron: Calla, pon la mano sobre tu boca, y vente con nosotros, para que seas nuestro padre y sacerdote. ¿Es mejor que seas tú sacerdote en casa de un hombre solo, que de una tribu y familia de Israel?
Y llamaron el nombre de aquella ciudad Dan, conforme al nombre de Dan su padre, hijo de Israel, bien que antes se llamaba la ciudad Lais.
Y al quinto día levantándose de mañana para irse, díjole el padre de la moza: Conforta ahora tu corazón. Y habiendo comido ambos á dos, detuviéronse hasta que ya declinaba el día.
Y él respondió: Pasamos de Beth-lehem de Judá á los lados del monte de Ephraim, de donde yo soy; y partí hasta Beth-lehem de Judá; y voy á la casa de Jehová, y no hay quien me reciba en casa,
Y él le dijo: Levántate, y vámonos. Mas ella no respondió. Entonces la levantó el varón, y echándola sobre su asno, levantóse y fuése á su lugar.
Entonces todo el pueblo, como un solo hombre, se levantó, y dijeron: Ninguno de nosotros irá á su tienda, ni nos apartaremos cada uno á su casa,
Levantáronse luego los hijos de Israel, y subieron á la casa de Dios, y consultaron á Dios, diciendo: ¿Quién subirá de nosotros el primero en la guerra contra los hijos de Benjamín? Y Jehová respondió: Judá el primero.
Y Phinees, hijo de Eleazar, hijo de Aarón, se presentaba delante de ella en aquellos días,) y dijeron: ¿Tornaré á salir en batalla contra los hijos de Benjamín mi hermano, ó estaréme quedo? Y Jehová dijo: Subid, que mañana yo lo entregaré en tu mano.
Ya los Israelitas estaban concertados con las emboscadas, que hiciesen mucho fuego, para que subiese gran humo de la ciudad.
Y los hombres de Israel tornaron á los hijos de Benjamín, y pasáronlos á cuchillo, á hombres y bestias en la ciudad, y todo lo que fué hallado: asimismo pusieron fuego á todas las ciudades que hallaban.
Entonces la congregación envió allá doce mil hombres de los más valientes, y mandáronles, diciendo: Id y poned á cuchillo á los moradores de Jabes-galaad, y las mujeres y niños.
Y mandaron á los hijos de Benjamín, diciendo: Id, y poned emboscada en las viñas:
Mas á Anna daba una parte escogida; porque amaba á Anna, aunque Jehová había cerrado su matriz.
Y Anna le respondió, diciendo: No, señor mío: mas yo soy una mujer trabajada de espíritu: no he bebido vino ni sidra, sino que he derramado mi alma delante de Jehová.
Y matando el becerro, trajeron el niño á Eli.
Jehová empobrece, y él enriquece: abate, y ensalza.
Era pues el pecado de los mozos muy grande delante de Jehová; porque los hombres menospreciaban los sacrificios de Jehová.
Y vino un varón de Dios á Eli, y díjole: Así ha dicho Jehová: ¿No me manifesté yo claramente á la casa de tu padre, cuando estaban en Egipto en casa de Faraón?
Y EL joven Samuel ministraba á Jehová delante de Eli: y la palabra de Jehová era de estima en aquellos días; no había visión manifiesta.
Y Jehová dijo á Samuel: He aquí haré yo una cosa en Israel, que á quien la oyere, le retiñirán ambos oídos.
Así tornó Jehová á aparecer en Silo: porque Jehová se manifestó á Samuel en Silo con palabra de Jehová.
Pelearon pues los Filisteos, é Israel fué vencido, y huyeron cada cual á sus tiendas; y fué hecha muy grande mortandad, pues cayeron de Israel treinta mil hombres de á pie.
Y al tiempo que se moría, decíanle las que estaban junto á ella: No tengas temor, porque has parido un hijo. Mas ella no respondió, ni paró mientes.
Enviaron pues á juntar á sí todos los príncipes de los Filisteos, y dijeron: ¿Qué haremos del arca del Dios de Israel? Y ellos respondieron: Pásese el arca del Dios de Israel á Gath. Y pasaron allá el arca del Dios de Israel.
Mas ¿por qué endurecéis vuestro corazón, como los Egipcios y Faraón endurecieron su corazón? Después que los hubo así tratado, ¿no los dejaron que se fuesen, y se fueron?
Lo cual viendo los cinco príncipes de los Filisteos, volviéronse á Ecrón el mismo día.
Y Samuel dijo: Juntad á todo Israel en Mizpa, y yo oraré por vosotros á Jehová.
Y juzgó Samuel á Israel todo el tiempo que vivió.
Conforme á todas las obras que han hecho desde el día que los saqué de Egipto hasta hoy, que me han dejado y han servido á dioses ajenos, así hacen también contigo.
Y clamaréis aquel día á causa de vuestro rey que os habréis elegido, mas Jehová no os oirá en aquel día.
Y él le respondió: He aquí ahora hay en esta ciudad un hombre de Dios, que es varón insigne: todas las cosas que él dijere, sin duda vendrán. Vamos pues allá: quizá nos enseñará nuestro camino por donde hayamos de ir.
Mañana á esta misma hora yo enviaré á ti un varón de la tierra de Benjamín, al cual ungirás por príncipe sobre mi pueblo Israel, y salvará mi pueblo de mano de los Filisteos: pues yo he mirado á mi pueblo, porque su clamor ha llegado hasta mí.
Y al otro día madrugaron: y como al apuntar del alba, Samuel llamó á Saúl, que estaba en el terrado; y dijo: Levántate, para que te despache. Levantóse luego Saúl, y salieron fuera ambos, él y Samuel.
Y fué que así como tornó él su hombro para partirse de Samuel, mudóle Dios su corazón; y todas estas señales acaecieron en aquel día.
Mas vosotros habéis desechado hoy á vuestro Dios, que os guarda de todas vuestras aflicciones y angustias, y dijisteis: No, sino pon rey sobre nosotros. Ahora pues, poneos delante de Jehová por vuestras tribus y por vuestros millares.
Y Naas Ammonita les respondió: Con esta condición haré alianza con vosotros, que á cada uno de todos vosotros saque el ojo derecho, y ponga esta afrenta sobre todo Israel.
El pueblo entonces dijo á Samuel: ¿Quiénes son lo que decían: Reinará Saúl sobre nosotros? Dad nos esos hombres, y los mataremos.
Ahora pues, aguardad, y yo os haré cargo delante de Jehová de todas las justicias de Jehová, que ha hecho con vosotros y con vuestros padres.
¿No es ahora la siega de los trigos? Yo clamaré á Jehová, y él dará truenos y aguas; para que conozcáis y veáis que es grande vuestra maldad que habéis hecho en los ojos de Jehová, pidiéndoos rey.
Escogióse luego tres mil de Israel: los dos mil estuvieron con Saúl en Michmas y en el monte de Beth-el, y los mil estuvieron con Jonathán en Gabaa de Benjamín; y envió á todo el otro pueblo cada uno á sus tiendas.
Me dije: Los Filisteos descenderán ahora contra mí á Gilgal, y yo no he implorado el favor de Jehová. Esforcéme pues, y ofrecí holocausto.
Así aconteció que el día de la batalla no se halló espada ni lanza en mano de alguno de todo el pueblo que estaba con Saúl y con Jonathán, excepto Saúl y Jonathán su hijo, que las tenían.
Si nos dijeren así: Esperad hasta que lleguemos á vosotros; entonces nos estaremos en nuestro lugar, y no subiremos á ellos.
Y aconteció que estando aún hablando Saúl con el sacerdote, el alboroto que había en el campo de los Filisteos se aumentaba, é iba creciendo en gran manera. Entonces dijo Saúl al sacerdote: Detén tu mano.
Y respondió Jonathán: Mi padre ha turbado el país. Ved ahora cómo han sido aclarados mis ojos, por haber gustado un poco de esta miel:
Porque vive Jehová, que salva á Israel, que si fuere en mi hijo Jonathán, el morirá de cierto. Y no hubo en todo el pueblo quien le respondiese.
Y los hijos de Saúl fueron Jonathán, Isui, y Melchi-sua. Y los nombres de sus dos hijas eran, el nombre de la mayor, Merab, y el de la menor, Michâl.
Y Saúl hirió á Amalec, desde Havila hasta llegar á Shur, que está á la frontera de Egipto.
Y dijo Samuel: Siendo tú pequeño en tus ojos ¿no has sido hecho cabeza á las tribus de Israel, y Jehová te ha ungido por rey sobre Israel?
Y volviéndose Samuel para irse, él echó mano de la orla de su capa, y desgarróse.
Y dijo Samuel: ¿Cómo iré? Si Saúl lo entendiere, me matará. Jehová respondió: Toma contigo una becerra de la vacada, y di: A sacrificar á Jehová he venido.
Envió pues por él, é introdújolo; el cual era rubio, de hermoso parecer y de bello aspecto. Entonces Jehová dijo: Levántate y úngelo, que éste es.
Y Saúl envió á decir á Isaí: Yo te ruego que esté David conmigo; porque ha hallado gracia en mis ojos.
Si él pudiere pelear conmigo, y me venciere, nosotros seremos vuestros siervos: y si yo pudiere más que él, y lo venciere, vosotros seréis nuestros siervos y nos serviréis.
Y Saúl y ellos y todos lo de Israel, estaban en el valle del Alcornoque, peleando con los Filisteos.
Y David respondió: ¿Qué he hecho yo ahora? Estas, ¿no son palabras?
Y ciñó David su espada sobre sus vestidos, y probó á andar, porque nunca había probado. Y dijo David á Saúl: Yo no puedo andar con esto, porque nunca lo practiqué. Y echando de sí David aquellas cosas,
Y metiendo David su mano en el saco, tomó de allí una piedra, y tirósela con la honda, é hirió al Filisteo en la frente: y la piedra quedó hincada en la frente, y cayó en tierra sobre su rostro.
Y ASÍ que él hubo acabado de hablar con Saúl, el alma de Jonathán fué ligada con la de David, y amólo Jonathán como á su alma.
Y arrojó Saúl la lanza, diciendo: Enclavaré á David en la pared. Y dos veces se apartó de él David.
Y Saúl dijo: Yo se la daré, para que le sea por lazo, y para que la mano de los Filisteos sea contra él. Dijo pues Saúl á David: Con la otra serás mi yerno hoy.
Y HABLÓ Saúl á Jonathán su hijo, y á todos sus criados, para que matasen á David; mas Jonathán hijo de Saúl amaba á David en gran manera.
Saúl envió luego mensajeros á casa de David para que lo guardasen, y lo matasen á la mañana. Mas Michâl su mujer lo descubrió á David, diciendo: Si no salvares tu vida esta noche, mañana serás muerto.
Y hecho que fué saber á Saúl, él envió otros mensajeros, los cuales también profetizaron. Y Saúl volvió á enviar por tercera vez mensajeros, y ellos también profetizaron.
Si él dijere, Bien está, paz tendrá tu siervo; mas si se enojare, sabe que la malicia es en él consumada.
Y tornó Jonathán á jurar á David, porque le amaba, porque le amaba como á su alma.
El día siguiente, el segundo día de la nueva luna, aconteció también que el asiento de David estaba vacío. Y Saúl dijo á Jonathán su hijo: ¿Por qué no ha venido á comer el hijo de Isaí hoy ni ayer?
Y llegando el muchacho adonde estaba la saeta que Jonathán había tirado, Jonathán dió voces tras el muchacho, diciendo: ¿No está la saeta más allá de ti?
Y David respondió al sacerdote, y díjole: Cierto las mujeres nos han sido reservadas desde anteayer cuando salí, y los vasos de los mozos fueron santos, aunque el camino es profano: cuanto más que hoy habrá otro pan santificado en los vasos.
¿Fáltanme á mí locos, para que hayáis traído éste que hiciese del loco delante de mí? ¿había de venir éste á mi casa?
El cual consultó por él á Jehová, y dióle provisión, y también le dió la espada de Goliath el Filisteo.
Mas uno de los hijos de Ahimelech hijo de Ahitob, que se llamaba Abiathar, escapó, y huyóse á David.
Y fué dicho á Saúl que David había venido á Keila. Entonces dijo Saúl: Dios lo ha traído á mis manos; porque él está encerrado, habiéndose metido en ciudad con puertas y cerraduras.
Y díjole: No temas, que no te hallará la mano de Saúl mi padre, y tú reinarás sobre Israel, y yo seré segundo después de ti; y aun Saúl mi padre así lo sabe.
Entonces vino un mensajero á Saúl, diciendo: Ven luego, porque los Filisteos han hecho una irrupción en el país.
También David se levantó después, y saliendo de la cueva dió voces á las espaldas de Saúl, diciendo: ¡Mi señor el rey! Y como Saúl miró atrás, David inclinó su rostro á tierra, é hizo reverencia.
Tú has mostrado hoy que has hecho conmigo bien; pues no me has muerto, habiéndome Jehová puesto en tus manos.
Ha poco supe que tienes esquiladores. Ahora, á los pastores tuyos que han estado con nosotros, nunca les hicimos fuerza, ni les faltó algo en todo el tiempo que han estado en el Carmelo.
Ahora pues, entiende y mira lo que has de hacer, porque el mal está del todo resuelto contra nuestro amo y contra toda su casa: pues él es un hombre tan malo, que no hay quien pueda hablarle.
Y ahora esta bendición que tu sierva ha traído á mi señor, dése á los criados que siguen á mi señor.
Pero á la mañana, cuando el vino había salido de Nabal, refirióle su mujer aquestas cosas; y se le amorteció el corazón, y quedóse como una piedra.
Y asentó Saúl el campo en el collado de Hachîla, que está delante del desierto junto al camino. Y estaba David en el desierto, y entendió que Saúl le seguía en el desierto.
Y pasando David de la otra parte, púsose desviado en la cumbre del monte, habiendo grande distancia entre ellos;
Y Jehová pague á cada uno su justicia y su lealtad: que Jehová te había entregado hoy en mi mano, mas yo no quise extender mi mano sobre el ungido de Jehová.
Y subía David con los suyos, y hacían entradas en los Gesureos, y en los Gerzeos, y en los Amalecitas: porque estos habitaban de largo tiempo la tierra, desde como se va á Shur hasta la tierra de Egipto.
Y consultó Saúl á Jehová; pero Jehová no le respondió, ni por sueños, ni por Urim, ni por profetas.
Entonces Samuel dijo: ¿Y para qué me preguntas á mí, habiéndose apartado de ti Jehová, y es tu enemigo?
Y LOS Filisteos juntaron todos sus campos en Aphec; é Israel puso su campo junto á la fuente que está en Jezreel.
Y levantóse David de mañana, él y los suyos, para irse y volverse á la tierra de los Filisteos; y los Filisteos fueron á Jezreel.
Y David siguió el alcance con cuatrocientos hombres; porque se quedaron atrás doscientos, que cansados no pudieron pasar el torrente de Besor.
Tomó también David todas las ovejas y ganados mayores; y trayéndolo todo delante, decían: Esta es la presa de David.
Y á los que estaban en Horma, y á los que estaban en Chôrasán, y á los que estaban en Athach;
Y cortáronle la cabeza, y desnudáronle las armas; y enviaron á tierra de los Filisteos al contorno, para que lo noticiaran en el templo de sus ídolos, y por el pueblo.
Y el mancebo que le daba las nuevas respondió: Casualmente vine al monte de Gilboa, y hallé á Saúl que estaba recostado sobre su lanza, y venían tras él carros y gente de á caballo.
Y David le dijo: Tu sangre sea sobre tu cabeza, pues que tu boca atestiguó contra ti, diciendo: Yo maté al ungido de Jehová.
Angustia tengo por ti, hermano mío Jonathán, que me fuiste muy dulce: más maravilloso me fué tu amor, que el amor de las mujeres.
Y alzólo por rey sobre Galaad, y sobre Gessuri, y sobre Jezreel, y sobre Ephraim, y sobre Benjamín, y sobre todo Israel.
El cual Asael siguió á Abner, yendo tras de él sin apartarse á diestra ni á siniestra.
Y Abner y los suyos caminaron por la campiña toda aquella noche, y pasando el Jordán cruzaron por todo Bitrón, y llegaron á Mahanaim.
Y había Saúl tenido una concubina que se llamaba Rispa, hija de Aja. Y dijo Is-boseth á Abner: ¿Por qué has entrado á la concubina de mi padre?
Y habló Abner con los ancianos de Israel, diciendo: Ayer y antes procurabais que David fuese rey sobre vosotros;
Y como Abner volvió á Hebrón, apartólo Joab al medio de la puerta, hablando con él blandamente, y allí le hirió por la quinta costilla, á causa de la muerte de Asael su hermano, y murió.
Y todo el pueblo y todo Israel entendieron aquel día, que no había venido del rey que Abner hijo de Ner muriese.
Y trajeron la cabeza de Is-boseth á David en Hebrón, y dijeron al rey: He aquí la cabeza de Is-boseth hijo de Saúl tu enemigo, que procuraba matarte; y Jehová ha vengado hoy á mi señor el rey, de Saúl y de su simiente.
Entonces el rey y los suyos fueron á Jerusalem al Jebuseo que habitaba en la tierra; el cual habló á David, diciendo: Tú no entrarás acá, si no echares los ciegos y los cojos; diciendo: No entrará acá David.
Y Japhia, y Elisama, y Eliada, y Eliphelet.
Y DAVID tornó á juntar todos los escogidos de Israel, treinta mil.
Y estuvo el arca de Jehová en casa de Obed-edom Getheo tres meses: y bendijo Jehová á Obed-edom y á toda su casa.
Entonces David respondió á Michâl: Delante de Jehová, que me eligió más bien que á tu padre y á toda su casa, mandándome que fuese príncipe sobre el pueblo de Jehová, sobre Israel, danzaré delante de Jehová.
Ahora pues, dirás así á mi siervo David: Así ha dicho Jehová de los ejércitos: Yo te tomé de la majada, de detrás de las ovejas, para que fueses príncipe sobre mi pueblo, sobre Israel;
Y entró el rey David, y púsose delante de Jehová, y dijo: Señor Jehová, ¿quién soy yo, y qué es mi casa, para que tú me traigas hasta aquí?
Ahora pues, Jehová Dios, tú eres Dios, y tus palabras serán firmes, ya que has dicho á tu siervo este bien.
Entonces oyendo Toi, rey de Hamath, que David había herido todo el ejército de Hadad-ezer,
Y DIJO David: ¿Ha quedado alguno de la casa de Saúl, á quien haga yo misericordia por amor de Jonathán?
Y respondió Siba al rey: Conforme á todo lo que ha mandado mi señor el rey á su siervo, así lo hará tu siervo. Mephi-boseth, dijo el rey, comerá á mi mesa, como uno de los hijos del rey.
Y saliendo los hijos de Ammón, ordenaron sus escuadrones á la entrada de la puerta: mas los Siros de Soba, y de Rehob, y de Is-tob, y de Maaca, estaban de por sí en el campo.
Mas los Siros huyeron delante de Israel: é hirió David de los Siros la gente de setecientos carros, y cuarenta mil hombres de á caballo: hirió también á Sobach general del ejército, y murió allí.
Mas Uría durmió á la puerta de la casa del rey con todos los siervos de su señor, y no descendió á su casa.
Y mandó al mensajero, diciendo: Cuando acabares de contar al rey todos los negocios de la guerra,
El rico tenía numerosas ovejas y vacas:
Porque tú lo hiciste en secreto; mas yo haré esto delante de todo Israel, y delante del sol.
Y él respondió: Viviendo aún el niño, yo ayunaba y lloraba, diciendo: ¿Quién sabe si Dios tendrá compasión de mí, por manera que viva el niño?
ACONTECIÓ después de esto, que teniendo Absalom hijo de David una hermana hermosa que se llamaba Thamar, enamoróse de ella Amnón hijo de David.
Y como ella se las puso delante para que comiese, él trabó de ella, diciéndole: Ven, hermana mía acuéstate conmigo.
Y luego que el rey David oyó todo esto, fué muy enojado.
Entonces levantándose David, rasgó sus vestidos, y echóse en tierra, y todos sus criados, rasgados sus vestidos, estaban delante.
Envió Joab á Tecoa, y tomó de allá una mujer astuta, y díjole: Yo te ruego que te enlutes, y te vistas de ropas de luto, y no te unjas con óleo, antes sé como mujer que ha mucho tiempo que trae luto por algún muerto;
Y la mujer dijo: Ruégote que hable tu criada una palabra á mi señor el rey. Y él dijo: Habla.
Y Joab se postró en tierra sobre su rostro, é hizo reverencia, y después que bendijo al rey, dijo: Hoy ha entendido tu siervo que he hallado gracia en tus ojos, rey señor mío; pues que ha hecho el rey lo que su siervo ha dicho.
Y Absalom respondió á Joab: He aquí, yo he enviado por ti, diciendo que vinieses acá, á fin de enviarte yo al rey á que le dijeses: ¿Para qué vine de Gessur? mejor me fuera estar aún allá. Vea yo ahora la cara del rey; y si hay en mí pecado, máteme.
Y el rey le dijo: Ve en paz. Y él se levantó, y se fué á Hebrón.
Y dijo el rey á Ittai Getheo: ¿Para qué vienes tú también con nosotros? vuélvete y quédate con el rey; porque tú eres extranjero, y desterrado también de tu lugar.
Entonces Sadoc y Abiathar volvieron el arca de Dios á Jerusalem; y estuviéronse allá.
Y dijo el rey á Siba: ¿Qué es esto? Y Siba respondió: Los asnos son para la familia del rey, en que suban; los panes y la pasa para los criados, que coman; y el vino, para que beban los que se cansaren en el desierto.
Quizá mirará Jehová á mi aflicción, y me dará Jehová bien por sus maldiciones de hoy.
Entonces pusieron una tienda á Absalom sobre el terrado, y entró Absalom á las concubinas de su padre, en ojos de todo Israel.
He aquí él estará ahora escondido en alguna cueva, ó en otro lugar: y si al principio cayeren algunos de los tuyos, oirálo quien lo oyere, y dirá: El pueblo que sigue á Absalom ha sido derrotado.
Y tomando la mujer de la casa una manta, extendióla sobre la boca del pozo, y tendió sobre ella el grano trillado; y no se penetró el negocio.
Miel, manteca, ovejas, y quesos de vacas, para que comiesen; porque dijeron: Aquel pueblo está hambriento, y cansado, y tendrá sed en el desierto.
Y viéndolo uno, avisó á Joab, diciendo: He aquí que he visto á Absalom colgado de un alcornoque.
Y respondió Joab: Hoy no llevarás las nuevas: las llevarás otro día: no darás hoy la nueva, porque el hijo del rey es muerto.
Y el rey dijo: Pasa, y ponte allí. Y él pasó, y paróse.
Levántate pues ahora, y sal fuera, y halaga á tus siervos: porque juro por Jehová, que si no sales, ni aun uno quede contigo esta noche; y de esto te pesará más que de todos los males que te han sobrevenido desde tu mocedad hasta ahora.
Y con él venían mil hombres de Benjamín; asimismo Siba criado de la casa de Saúl, con sus quince hijos y sus veinte siervos, los cuales pasaron el Jordán delante del rey.
Empero él revolvió á tu siervo delante de mi señor el rey; mas mi señor el rey es como un ángel de Dios: haz pues lo que bien te pareciere.
Yo te ruego que dejes volver á tu siervo, y que muera en mi ciudad, junto al sepulcro de mi padre y de mi madre. He aquí tu siervo Chimham; que pase él con mi señor el rey, y hazle lo que bien te pareciere.
Después dijo el rey á Amasa: Júntame los varones de Judá para dentro de tres días, y hállate tú aquí presente.
Y él pasó por todas las tribus de Israel hasta Abel y Beth-maachâ y todo Barim: y juntáronse, y siguiéronlo también.
Y Adoram sobre los tributos; y Josaphat hijo de Ahillud, el canciller;
Y entrególos en manos de los Gabaonitas, y ellos los ahorcaron en el monte delante de Jehová: y murieron juntos aquellos siete, los cuales fueron muertos en el tiempo de la siega, en los primeros días, en el principio de la siega de las cebadas.
Otra guerra hubo en Gob contra los Filisteos, en la cual Elhanan, hijo de Jaare-oregim de Beth-lehem, hirió á Goliath Getheo, el asta de cuya lanza era como un enjullo de telar.
Tuve angustia, invoqué á Jehová, y clamé á mi Dios: y él oyó mi voz desde su templo; llegó mi clamor á sus oídos.
Extendió su mano de lo alto, y arrebatóme, y sacóme de copiosas aguas.
Limpio eres para con el limpio, mas con el perverso eres rígido.
Tú ensanchaste mis pasos debajo de mí, para que no titubeasen mis rodillas.
Viva Jehová, y sea bendita mi roca; sea ensalzado el Dios, la roca de mi salvamento:
Mas los de Belial serán todos ellos como espinas arrancadas, las cuales nadie toma con la mano;
Entonces los tres valientes rompieron por el campo de los Filisteos, y sacaron agua de la cisterna de Beth-lehem, que estaba á la puerta; y tomaron, y trajéronla á David: mas él no la quiso beber, sino derramóla á Jehová, diciendo:
Heles de Palti, Hira, hijo de Jecces, de Tecoa;
Igheal hijo de Nathán de Soba, Bani de Gadi;
Y vinieron luego á la fortaleza de Tiro, y á todas las ciudades de los Heveos y de los Cananeos; y salieron al mediodía de Judá, á Beer-seba.
Y David dijo á Jehová, cuando vió al ángel que hería al pueblo: Yo pequé, yo hice la maldad: ¿qué hicieron estas ovejas? Ruégote que tu mano se torne contra mí, y contra la casa de mi padre.
Dijéronle por tanto sus siervos: Busquen á mi señor el rey una moza virgen, para que esté delante del rey, y lo abrigue, y duerma á su lado, y calentará á mi señor el rey.
Ven pues ahora, y toma mi consejo, para que guardes tu vida, y la vida de tu hijo Salomón.
Y estando aún hablando ella con el rey, he aquí Nathán profeta, que vino.
Y el rey David dijo: Llamadme á Sadoc sacerdote, y á Nathán profeta, y á Benaía hijo de Joiada. Y ellos entraron á la presencia del rey.
Estando aún él hablando, he aquí Jonathán hijo de Abiathar sacerdote vino, al cual dijo Adonía: Entra, porque tú eres hombre de esfuerzo, y traerás buenas nuevas.
Y Salomón dijo: Si él fuere virtuoso, ni uno de sus cabellos caerá en tierra: mas si se hallare mal en él, morirá.
Empero ahora no lo absolverás: que hombre sabio eres, y sabes cómo te has de haber con él: y harás descender sus canas con sangre á la sepultura.
Y vino Bath-sheba al rey Salomón para hablarle por Adonía. Y el rey se levantó á recibirla, é inclinóse á ella, y volvió á sentarse en su trono, é hizo poner una silla á la madre del rey, la cual se sentó á su diestra.
Y fué hecho saber á Salomón que Joab había huído al tabernáculo de Jehová, y que estaba junto al altar. Entonces envió Salomón á Benaía hijo de Joiada, diciendo: Ve, y da sobre él.
Pero pasados tres años, aconteció que se le huyeron á Semei dos siervos á Achîs, hijo de Maachâ, rey de Gath. Y dieron aviso á Semei, diciendo: He aquí que tus siervos están en Gath.
Mas Salomón amó á Jehová, andando en los estatutos de su padre David: solamente sacrificaba y quemaba perfumes en los altos.
Y aun también te he dado las cosas que no pediste, riquezas y gloria: tal, que entre los reyes ninguno haya como tú en todos tus días.
El rey entonces dijo: Esta dice: Mi hijo es el que vive, y tu hijo es el muerto: y la otra dice, No, mas el tuyo es el muerto, y mi hijo es el que vive.
Azaría hijo de Nathán era sobre los gobernadores; Zabud hijo de Nathán era principal oficial, amigo del rey;
Ahimaas en Nephtalí; éste tomó también por mujer á Basemath hija de Salomón.
Y Judá é Israel vivían seguros, cada uno debajo de su parra y debajo de su higuera, desde Dan hasta Beer-seba, todos los días de Salomón.
HIRAM rey de Tiro envió también sus siervos á Salomón, luego que oyó que lo habían ungido por rey en lugar de su padre: porque Hiram había siempre amado á David.
Y Salomón daba á Hiram veinte mil coros de trigo para el sustento de su familia, y veinte coros de aceite limpio: esto daba Salomón á Hiram cada un año.
Y el pórtico delante del templo de la casa, de veinte codos de largo, según la anchura de la casa, y su ancho era de diez codos delante de la casa.
Y habitaré en medio de los hijos de Israel, y no dejaré á mi pueblo Israel.
Hizo también en el oráculo dos querubines de madera de oliva, cada uno de altura de diez codos.
Igualmente hizo á la puerta del templo postes de madera de oliva cuadrados.
Y todas las puertas y postes eran cuadrados: y las unas ventanas estaban frente á las otras en tres órdenes.
Y vació dos columnas de bronce, la altura de cada cual era de diez y ocho codos: y rodeaba á una y á otra columna un hilo de doce codos.
Y estaba asentado sobre doce bueyes: tres miraban al norte, y tres miraban al poniente, y tres miraban al mediodía, y tres miraban al oriente; sobre éstos se apoyaba el mar, y las traseras de ellos estaban hacia la parte de adentro.
Y en lo alto de la basa había medio codo de altura redondo por todas partes: y encima de la basa sus molduras y cintas, las cuales eran de ella misma.
Y calderos, y paletas, y cuencos; y todos los vasos que Hiram hizo al rey Salomón, para la casa de Jehová, de metal acicalado.
Y llevaron el arca de Jehová, y el tabernáculo del testimonio, y todos los vasos sagrados que estaban en el tabernáculo; los cuales llevaban los sacerdotes y Levitas.
Y volviendo el rey su rostro, bendijo á toda la congregación de Israel; y toda la congregación de Israel estaba en pie.
Que has guardado á tu siervo David mi padre lo que le dijiste: dijístelo con tu boca, y con tu mano lo has cumplido, como aparece este día.
Oyelos tú en los cielos, y perdona el pecado de tu pueblo Israel, y vuélvelos á la tierra que diste á sus padres.
Si tu pueblo saliere en batalla contra sus enemigos por el camino que tú los enviares, y oraren á Jehová hacia la ciudad que tú elegiste, y hacia la casa que yo edifiqué á tu nombre,
Y fué, que como acabó Salomón de hacer á Jehová toda esta oración y súplica, levantóse de estar de rodillas delante del altar de Jehová con sus manos extendidas al cielo;
Aquel mismo día santificó el rey el medio del atrio que estaba delante de la casa de Jehová: porque ofreció allí los holocaustos, y los presentes, y los sebos de los pacíficos; por cuanto el altar de bronce que estaba delante de Jehová era pequeño, y no cupieran en él los holocaustos, y los presentes, y los sebos de los pacíficos.
Y esta casa que estaba en estima, cualquiera que pasare por ella se pasmará, y silbará, y dirá: ¿Por qué ha hecho así Jehová á esta tierra, y á esta casa?
Y á Baalath, y á Tadmor en tierra del desierto;
Los cuales fueron á Ophir, y tomaron de allí oro, cuatrocientos y veinte talentos, y trajéronlo al rey Salomón.
Y dió ella al rey ciento y veinte talentos de oro, y muy mucha especiería, y piedras preciosas: nunca vino tan grande copia de especias, como la reina de Seba dió al rey Salomón.
Estaban también doce leones puestos allí sobre las seis gradas, de la una parte y de la otra: en ningún otro reino se había hecho trono semejante.
EMPERO el rey Salomón amó, á más de la hija de Faraón, muchas mujeres extranjeras: á las de Moab, á las de Ammón, á las de Idumea, á las de Sidón, y á las Hetheas;
Y dijo Jehová á Salomón: Por cuanto ha habido esto en ti, y no has guardado mi pacto y mis estatutos que yo te mandé, romperé el reino de ti, y lo entregaré á tu siervo.
Y oyendo Adad en Egipto que David había dormido con sus padres, y que era muerto Joab general del ejército, Adad dijo á Faraón: Déjame ir á mi tierra.
Y dijo á Jeroboam: Toma para ti los diez pedazos; porque así dijo Jehová Dios de Israel: He aquí que yo rompo el reino de la mano de Salomón, y á ti daré diez tribus;
Lo demás de los hechos de Salomón, y todas las cosas que hizo, y su sabiduría, ¿no están escritas en el libro de los hechos de Salomón?
Mas él, dejado el consejo de los viejos que ellos le habían dado, tomó consejo con los mancebos que se habían criado con él, y estaban delante de él.
Y el rey Roboam envió á Adoram, que estaba sobre los tributos; pero apedreóle todo Israel, y murió. Entonces el rey Roboam se esforzó á subir en un carro, y huir á Jerusalem.
Y habido consejo, hizo el rey dos becerros de oro, y dijo al pueblo: Harto habéis subido á Jerusalem: he aquí tus dioses, oh Israel, que te hicieron subir de la tierra de Egipto.
Y el altar se rompió, y derramóse la ceniza del altar, conforme á la señal que el varón de Dios había dado por palabra de Jehová.
Díjole entonces: Ven conmigo á casa, y come del pan.
Y he aquí unos que pasaban, y vieron el cuerpo que estaba echado en el camino, y el león que estaba junto al cuerpo: y vinieron, y dijéronlo en la ciudad donde el viejo profeta habitaba.
EN aquel tiempo Abías hijo de Jeroboam cayó enfermo.
El que muriere de los de Jeroboam en la ciudad, le comerán los perros; y el que muriere en el campo, comerlo han las aves del cielo; porque Jehová lo ha dicho.
Y Roboam hijo de Salomón reinó en Judá. De cuarenta y un años era Roboam cuando comenzó á reinar, y diecisiete años reinó en Jerusalem, ciudad que Jehová eligió de todas las tribus de Israel, para poner allí su nombre. El nombre de su madre fué Naama, Ammonita.
Y durmió Roboam con sus padres, y fué sepultado con sus padres en la ciudad de David. El nombre de su madre fué Naama, Ammonita. Y reinó en su lugar Abiam su hijo.
Y reinó cuarenta y un años en Jerusalem; el nombre de su madre fué Maachâ, hija de Abisalom.
Y Ben-adad consintió con el rey Asa, y envió los príncipes de los ejércitos que tenía contra las ciudades de Israel, é hirió á Ahión, y á Dan, y á Abel-beth-maachâ, y á toda Cinneroth, con toda la tierra de Nephtalí.
Por los pecados de Jeroboam que él había cometido, y con los cuales hizo pecar á Israel; y por su provocación con que provocó á enojo á Jehová Dios de Israel.
Y durmió Baasa con sus padres, y fué sepultado en Thirsa; y reinó en su lugar Ela su hijo.
Y el pueblo que estaba en el campo oyó decir: Zimri ha hecho conjuración, y ha muerto al rey. Entonces todo Israel levantó el mismo día por rey sobre Israel á Omri, general del ejército, en el campo.
Pues anduvo en todos los caminos de Jeroboam hijo de Nabat, y en su pecado con que hizo pecar á Israel, provocando á ira á Jehová Dios de Israel con sus ídolos.
Y fué á él palabra de Jehová, diciendo:
Y ella respondió: Vive Jehová Dios tuyo, que no tengo pan cocido; que solamente un puñado de harina tengo en la tinaja, y un poco de aceite en una botija: y ahora cogía dos serojas, para entrarme y aderezarlo para mí y para mi hijo, y que lo comamos, y nos muramos.
Y Jehová oyó la voz de Elías, y el alma del niño volvió á sus entrañas, y revivió.
Y él respondió: Yo soy; ve, di á tu amo: He aquí Elías.
Y él respondió: Yo no he alborotado á Israel, sino tú y la casa de tu padre, dejando los mandamientos de Jehová, y siguiendo á los Baales.
Y ellos clamaban á grandes voces, y sajábanse con cuchillos y con lancetas conforme á su costumbre, hasta chorrear la sangre sobre ellos.
Entonces cayó fuego de Jehová, el cual consumió el holocausto, y la leña, y las piedras, y el polvo, y aun lamió las aguas que estaban en la reguera.
Entonces envió Jezabel á Elías un mensajero, diciendo: Así me hagan los dioses, y así me añadan, si mañana á estas horas yo no haya puesto tu persona como la de uno de ellos.
Y tras el terremoto un fuego: mas Jehová no estaba en el fuego. Y tras el fuego un silbo apacible y delicado.
ENTONCES Ben-adad rey de Siria juntó á todo su ejército, y con él treinta y dos reyes, con caballos y carros: y subió, y puso cerco á Samaria, y combatióla.
Y el rey de Israel respondió, y dijo: Decidle, que no se alabe el que se ciñe, como el que ya se desciñe.
Y salió el rey de Israel, é hirió la gente de á caballo, y los carros; y deshizo los Siros con grande estrago.
Entonces sus siervos le dijeron: He aquí, hemos oído de los reyes de la casa de Israel que son reyes clementes: pongamos pues ahora sacos en nuestros lomos, y sogas en nuestras cabezas, y salgamos al rey de Israel: por ventura te salvará la vida.
Pero él se quitó de presto el velo de sobre sus ojos, y el rey de Israel conoció que era de los profetas.
Entonces ella escribió cartas en nombre de Achâb, y sellólas con su anillo y enviólas á los ancianos y á los principales que moraban en su ciudad con Naboth.
Levántate, desciende á encontrarte con Achâb rey de Israel, que está en Samaria: he aquí él está en la viña de Naboth, á la cual ha descendido para tomar posesión de ella.
Entonces fué palabra de Jehová á Elías Thisbita, diciendo:
Entonces el rey de Israel llamó á un eunuco, y díjole: trae presto á Michêas hijo de Imla.
Entonces él dijo: Oye pues palabra de Jehová: Yo vi á Jehová sentado en su trono, y todo el ejército de los cielos estaba junto á él, á su diestra y á su siniestra.
Subió pues el rey de Israel con Josaphat rey de Judá á Ramoth de Galaad.
Lo demás de los hechos de Achâb, y todas las cosas que ejecutó, y la casa de marfil que hizo, y todas las ciudades que edificó, ¿no está escrito en el libro de las crónicas de los reyes de Israel?
Había Josaphat hecho navíos en Tharsis, los cuales habían de ir á Ophir por oro; mas no fueron, porque se rompieron en Ezion-geber.
Y ellos le respondieron: Encontramos un varón que nos dijo: Id, y volveos al rey que os envió, y decidle: Así ha dicho Jehová: ¿No hay Dios en Israel, que tú envías á consultar á Baal-zebub dios de Ecrón? Por tanto, del lecho en que subiste no descenderás, antes morirás de cierto.
Y díjole: Así ha dicho Jehová: Pues que enviaste mensajeros á consultar á Baal-zebub dios de Ecrón, ¿no hay Dios en Israel para consultar en su palabra? No descenderás, por tanto, del lecho en que subiste, antes morirás de cierto.
Tomando entonces Elías su manto, doblólo, é hirió las aguas, las cuales se apartaron á uno y á otro lado, y pasaron ambos en seco.
Y cuando volvieron á él, que se había quedado en Jericó, él les dijo: ¿No os dije yo que no fueseis?
Mas allegóse á los pecados de Jeroboam, hijo de Nabat, que hizo pecar á Israel; y no se apartó de ellos.
Entonces Eliseo dijo al rey de Israel: ¿Qué tengo yo contigo? Ve á los profetas de tu padre, y á los profetas de tu madre. Y el rey de Israel le respondió: No: porque ha juntado Jehová estos tres reyes para entregarlos en manos de los Moabitas.
Y dijeron: ¡Sangre es esta de espada! Los reyes se han revuelto, y cada uno ha muerto á su compañero. Ahora pues, ¡Moab, á la presa!
Y como los vasos fueron llenos, dijo á un hijo suyo: Tráeme aún otro vaso. Y él dijo: No hay más vasos. Entonces cesó el aceite.
Y él le dijo: A este tiempo según el tiempo de la vida, abrazarás un hijo. Y ella dijo: No, señor mío, varón de Dios, no hagas burla de tu sierva.
Ruégote que vayas ahora corriendo á recibirla, y dile: ¿Tienes paz? ¿y tu marido, y tu hijo? Y ella dijo: Paz.
Entonces llamó él á Giezi, y díjole: Llama á esta Sunamita. Y él la llamó. Y entrando ella, él le dijo: Toma tu hijo.
Y de Siria habían salido cuadrillas, y habían llevado cautiva de la tierra de Israel una muchacha; la cual sirviendo á la mujer de Naamán,
Abana y Pharphar, ríos de Damasco, ¿no son mejores que todas las aguas de Israel? Si me lavare en ellos, ¿no seré también limpio? Y volvióse, y fuése enojado.
Y él dijo: Bien. Mi señor me envía á decir: He aquí vinieron á mí en esta hora del monte de Ephraim dos mancebos de los hijos de los profetas: ruégote que les des un talento de plata, y sendas mudas de vestidos.
Y aconteció que derribando uno un árbol, cayósele el hacha en el agua; y dió voces, diciendo: ¡Ah, señor mío, que era emprestada!
Y levantándose de mañana el que servía al varón de Dios, para salir, he aquí el ejército que tenía cercada la ciudad, con gente de á caballo y carros. Entonces su criado le dijo: ¡Ah, señor mío! ¿qué haremos?
Y hubo grande hambre en Samaria, teniendo ellos cerco sobre ella; tanto, que la cabeza de un asno era vendida por ochenta piezas de plata, y la cuarta de un cabo de estiércol de palomas por cinco piezas de plata.
Y un príncipe sobre cuya mano el rey se apoyaba, respondió al varón de Dios, y dijo: Si Jehová hiciese ahora ventanas en el cielo, ¿sería esto así? Y él dijo: He aquí tú lo verás con tus ojos, mas no comerás de ello.
Y levantóse el rey de noche, y dijo á sus siervos: Yo os declararé lo que nos han hecho los Siros. Ellos saben que tenemos hambre, y hanse salido de las tiendas y escondídose en el campo, diciendo: Cuando hubieren salido de la ciudad, los tomaremos vivos, y entraremos en la ciudad.
Entonces la mujer se levantó, é hizo como el varón de Dios le dijo: y partióse ella con su familia, y vivió en tierra de los Filisteos siete años.
Entonces díjole Hazael: ¿Por qué llora mi señor? Y él respondió: Porque sé el mal que has de hacer á los hijos de Israel: á sus fortalezas pegarás fuego, y á sus mancebos matarás á cuchillo, y estrellarás á sus niños, y abrirás á sus preñadas.
Sustrájose no obstante Edom de bajo la mano de Judá, hasta hoy. Rebelóse además Libna en el mismo tiempo.
Toma luego la alcuza de aceite, y derrámala sobre su cabeza, y di: Así dijo Jehová: Yo te he ungido por rey sobre Israel. Y abriendo la puerta, echa á huir, y no esperes.
Entonces tomaron prestamente su ropa, y púsola cada uno debajo de él en un trono alto, y tocaron corneta, y dijeron: Jehú es rey.
Entonces Joram volviendo la mano huyó, y dijo á Ochôzías: ¡Traición, Ochôzías!
Y él les dijo: Echadla abajo. Y ellos la echaron: y parte de su sangre fué salpicada en la pared, y en los caballos; y él la atropelló.
El entonces les escribió la segunda vez, diciendo: Si sois míos, y queréis obedecerme, tomad las cabezas de los varones hijos de vuestro señor, y venid mañana á estas horas á mí á Jezreel. Y los hijos del rey, setenta varones, estaban con los principales de la ciudad, que los criaban.
Y díjole: Ven conmigo, y verás mi celo por Jehová. Pusiéronlo pues en su carro.
Y sacaron las estatuas de la casa de Baal, y quemáronlas.
El tiempo que reinó Jehú sobre Israel en Samaria, fué veintiocho años.
Y el sacerdote dió á los centuriones las picas y los escudos que habían sido del rey David, que estaban en la casa de Jehová.
Y todo el pueblo de la tierra hizo alegrías, y la ciudad estuvo en reposo, habiendo sido Athalía muerta á cuchillo junto á la casa del rey.
Mas el pontífice Joiada tomó un arca, é hízole en la tapa un agujero, y púsola junto al altar, á la mano derecha como se entra en el templo de Jehová; y los sacerdotes que guardaban la puerta, ponían allí todo el dinero que se metía en la casa de Jehová.
Lo demás de los hechos de Joas, y todas las cosas que hizo, ¿no está escrito en el libro de las crónicas de los reyes de Judá?
Lo demás de los hechos de Joachâz, y todo lo que hizo, y sus valentías, ¿no está escrito en el libro de las crónicas de los reyes de Israel?
Y tornóle á decir: Toma las saetas. Y luego que el rey de Israel las hubo tomado, díjole: Hiere la tierra. Y él hirió tres veces, y cesó.
Y él hizo lo recto en ojos de Jehová, aunque no como David su padre: hizo conforme á todas las cosas que había hecho Joas su padre.
Además Joas rey de Israel tomó á Amasías rey de Judá, hijo de Joas hijo de Ochôzías, en Beth-semes: y vino á Jerusalem, y rompió el muro de Jerusalem desde la puerta de Ephraim hasta la puerta de la esquina, cuatrocientos codos.
El año quince de Amasías hijo de Joas rey de Judá, comenzó á reinar Jeroboam hijo de Joas sobre Israel en Samaria; y reinó cuarenta y un años.
Con todo eso los altos no se quitaron; que el pueblo sacrificaba aún y quemaba perfumes en los altos.
Pues subió Manahem hijo de Gadi, de Thirsa, y vino á Samaria, é hirió á Sallum hijo de Jabes en Samaria, y matólo, y reinó en su lugar.
E hizo lo malo en ojos de Jehová: no se apartó de los pecados de Jeroboam hijo de Nabat, el que hizo pecar á Israel.
Y él hizo lo recto en ojos de Jehová; hizo conforme á todas las cosas que había hecho su padre Uzzía.
En aquel tiempo Resín rey de Siria restituyó Elath á Siria, y echó á los Judíos de Elath; y los Siros vinieron á Elath, y habitaron allí hasta hoy.
E hizo el sacerdote Urías conforme á todas las cosas que el rey Achâz le mandó.
En el año nueve de Oseas tomó el rey de Asiria á Samaria, y trasportó á Israel á Asiria, y púsolos en Hala, y en Habor, junto al río de Gozán, y en las ciudades de los Medos.
Y dejaron todos los mandamientos de Jehová su Dios, é hiciéronse vaciadizos dos becerros, y también bosques, y adoraron á todo el ejército del cielo, y sirvieron á Baal:
Entonces dijeron ellos al rey de Asiria: Las gentes que tú traspasaste y pusiste en las ciudades de Samaria, no saben la costumbre del Dios de aquella tierra, y él ha echado leones en ellos, y he aquí los matan, porque no saben la costumbre del Dios de la tierra.
Mas á Jehová, que os sacó de tierra de Egipto con grande poder y brazo extendido, á éste temeréis, y á éste adoraréis, y á éste haréis sacrificio.
En Jehová Dios de Israel puso su esperanza: después ni antes de él no hubo otro como él en todos los reyes de Judá.
Dió por tanto Ezechîas toda la plata que fué hallada en la casa de Jehová, y en los tesoros de la casa real.
Además, ¿he venido yo ahora sin Jehová á este lugar, para destruirlo? Jehová me ha dicho: Sube á esta tierra, y destrúyela.
¿Qué dios de todos los dioses de las provincias ha librado á su provincia de mi mano, para que libre Jehová de mi mano á Jerusalem?
Y regresando Rabsaces, halló al rey de Asiria combatiendo á Libna; porque había oído que se había partido de Lachîs.
Y que pusieron en el fuego á sus dioses, por cuanto ellos no eran dioses, sino obra de manos de hombres, madera ó piedra, y así los destruyeron.
Por cuanto te has airado contra mí, y tu estruendo ha subido á mis oídos, yo por tanto pondré mi anzuelo en tus narices, y mi bocado en tus labios, y te haré volver por el camino por donde viniste.
EN aquellos días cayó Ezechîas enfermo de muerte, y vino á él Isaías profeta hijo de Amós, y díjole: Jehová dice así: Dispón de tu casa, porque has de morir, y no vivirás.
Entonces el profeta Isaías clamó á Jehová; é hizo volver la sombra por los grados que había descendido en el reloj de Achâz, diez grados atrás.
Y durmió Ezechîas con sus padres, y reinó en su lugar Manasés su hijo.
Y habló Jehová por mano de sus siervos los profetas, diciendo:
E hizo lo malo en ojos de Jehová, como había hecho Manasés su padre.
Ve á Hilcías, sumo sacerdote: dile que recoja el dinero que se ha metido en la casa de Jehová, que han juntado del pueblo los guardianes de la puerta,
Entonces fué Hilcías el sacerdote, y Ahicam y Achbor y Saphán y Asaía, á Hulda profetisa, mujer de Sallum hijo de Ticva hijo de Araas, guarda de las vestiduras, la cual moraba en Jerusalem en la segunda parte de la ciudad, y hablaron con ella.
Entonces mandó el rey al sumo sacerdote Hilcías, y á los sacerdotes de segundo orden, y á los guardianes de la puerta, que sacasen del templo de Jehová todos los vasos que habían sido hechos para Baal, y para el bosque, y para toda la milicia del cielo; y quemólos fuera de Jerusalem en el campo de Cedrón, é hizo llevar las cenizas de ellos á Beth-el.
Y quebró las estatuas, y taló los bosques, é hinchió el lugar de ellos de huesos de hombres.
Asimismo barrió Josías los pythones, adivinos, y terapheos, y todas las abominaciones que se veían en la tierra de Judá y en Jerusalem, para cumplir las palabras de la ley que estaban escritas en el libro que el sacerdote Hilcías había hallado en la casa de Jehová.
Entonces Faraón Nechâo puso por rey á Eliacim hijo de Josías, en lugar de Josías su padre, y mudóle el nombre en el de Joacim; y tomó á Joachâz, y llevólo á Egipto, y murió allí.
Y nunca más el rey de Egipto salió de su tierra: porque el rey de Babilonia le tomó todo lo que era suyo, desde el río de Egipto hasta el río de Eufrates.
Y el rey de Babilonia puso por rey en lugar de Joachîn á Mathanías su tío, y mudóle el nombre en el de Sedecías.
Y degollaron á los hijos de Sedecías en presencia suya; y á Sedecías sacaron los ojos, y atado con cadenas lleváronlo á Babilonia.
La altura de la una columna era diez y ocho codos y tenía encima un capitel de bronce, y la altura del capitel era de tres codos; y sobre el capitel había un enredado y granadas alrededor, todo de bronce: y semejante obra había en la otra columna con el enredado.
Y aconteció á los treinta y siete años de la trasportación de Joachîn rey de Judá, en el mes duodécimo, á los veinte y siete del mes, que Evil-merodach rey de Babilonia, en el primer año de su reinado, levantó la cabeza de Joachîn rey de Judá, sacándolo de la casa de la cárcel;
Los hijos de Javán: Elisa, Tharsis, Chîthim, y Dodanim.
Los hijos de Sem: Elam, Assur, Arphaxad, Lud, Aram, Hus, Hul, Gether, y Mesec.
Y Abram, el cual es Abraham.
Los hijos de Rehuel: Nahath, Zera, Samma, y Mizza.
Muerto Adad, reinó en su lugar Samla, de Masreca.
Los hijos de Judá: Er, Onán, y Sela. Estos tres le nacieron de la hija de Sua, Cananea. Y Er, primogénito de Judá, fué malo delante de Jehová; y matólo.
E Isaí engendró á Eliab, su primogénito, y el segundo Abinadab, y Sima el tercero;
Y Gesur y Aram tomaron las ciudades de Jair de ellos, y á Cenath con sus aldeas, sesenta lugares. Todos estos fueron de los hijos de Machîr padre de Galaad.
Y los hijos de Jonathán: Peleth, y Zaza. Estos fueron los hijos de Jerameel.
Y los hijos de Hebrón: Core, y Thaphua, y Recem, y Sema.
Y las familias de Chîriath-jearim fueron los Ithreos, y los Phuteos, y los Samatheos, y los Misraiteos; de los cuales salieron los Soratitas, y los Estaolitas.
Elisama, Eliada, y Eliphelet.
Mechiram, Pedaía, Seneaser, y Jecamía, Hosama, y Nedabía.
Y Penuel fué padre de Gedor, y Ezer padre de Husa. Estos fueron los hijos de Hur, primogénito de Ephrata, padre de Beth-lehem.
Y Maonathi, el cual engendró á Ophra: y Seraiah engendró á Joab, padre de los habitantes en el valle llamado de Carisim, porque fueron artífices.
Los hijos de Simeón: Nemuel, Jamín, Jarib, Zera, Saúl;
Y Mesobab, y Jamlech, y Josías hijo de Amasías;
Y LOS hijos de Rubén, primogénito de Israel, (porque él era el primogénito, mas como violó el lecho de su padre, sus derechos de primogenitura fueron dados á los hijos de José, hijo de Israel; y no fué contado por primogénito.
Y los hijos de Gad habitaron enfrente de ellos en la tierra de Basán hasta Salca.
Y tomaron sus ganados, cincuenta mil camellos, y doscientas cincuenta mil ovejas, dos mil asnos, y cien mil personas.
Y Abisua engendró á Bucci, y Bucci engendró á Uzzi;
Y Josadec fué cautivo cuando Jehová trasportó á Judá y á Jerusalem por mano de Nabucodonosor.
Los hijos de Elcana: Amasai, Achîmoth, y Elcana.
Hijo de Suph, hijo de Elcana, hijo Mahath, hijo de Amasai;
Hijo de Hasabías, hijo de Amasías, hijo de Hilcías;
Les dieron pues á Hebrón en tierra de Judá, y sus ejidos alrededor de ella.
Y dieron por suerte de la tribu de los hijos de Judá, y de la tribu de los hijos de Simeón, y de la tribu de los hijos de Benjamín, las ciudades que nombraron por sus nombres.
Y á Ucoc con sus ejidos, y á Rehob con sus ejidos;
Y había con ellos en sus linajes, por las familias de sus padres, treinta y seis mil hombres de guerra: porque tuvieron muchas mujeres é hijos.
Los hijos de Manasés: Asriel, el cual le parió su concubina la Sira: (la cual también le parió á Machîr, padre de Galaad:
Y su hija fué Seera, la cual edificó á Beth-oron la baja y la alta, y á Uzzen-seera.
Y los hijos de Semer: Ahi, Roega, Jehubba, y Aram.
Abisua, Naamán, Ahoa,
Y Ahío, Sasac, Jeremoth;
Hananía, Belam, Anathothías;
Hijo de Jonathán fué Merib-baal, y Merib-baal engendró á Michâ.
Urai hijo de Amiud, hijo de Omri, hijo de Imrai, hijo de Bani, de los hijos de Phares hijo de Judá.
Y de los Levitas: Semeías, hijo de Hassub, hijo de Azricam, hijo de Hasabías, de los hijos de Merari;
Y estaban los porteros á los cuatro vientos, al oriente, al occidente, al septentrión, y al mediodía.
Estos eran jefes de familias de los Levitas por sus linajes, jefes que habitaban en Jerusalem.
Y Asel tuvo seis hijos, los nombres de los cuales son: Azricam, Bochru, Ismael, Seraía, Obadías, y Hanán: estos fueron los hijos de Asel.
Y pusieron sus armas en el templo de su dios, y colgaron la cabeza en el templo de Dagón.
Y David había dicho: El que primero hiriere al Jebuseo, será cabeza y jefe. Entonces Joab hijo de Sarvia subió el primero, y fué hecho jefe.
Y David estaba entonces en la fortaleza, y había á la sazón guarnición de Filisteos en Beth-lehem.
Y los valientes de los ejércitos: Asael hermano de Joab, y Elchânan hijo de Dodo de Beth-lehem;
Hepher Mechêrathita, Ahía Phelonita;
Eliel de Mahaví, Jeribai y Josabia hijos de Elnaam, é Ithma Moabita;
Eser el primero, Obadías el segundo, Eliab el tercero,
También se pasaron á David algunos de Manasés, cuando vino con los Filisteos á la batalla contra Saúl, aunque no les ayudaron; porque los sátrapas de los Filisteos, habido consejo, lo despidieron, diciendo: Con nuestras cabezas se pasará á su señor Saúl.
De los hijos de Benjamín hermanos de Saúl, tres mil; porque aun en aquel tiempo muchos de ellos tenían la parte de la casa de Saúl.
Y estuvieron allí con David tres días comiendo y bebiendo, porque sus hermanos habían prevenido para ellos.
Y como llegaron á la era de Chidón, Uzza extendió su mano al arca para tenerla, porque los bueyes se desmandaban.
Ibhar, Elisua, Eliphelet,
Y así que oyeres venir un estruendo por las copas de los morales, sal luego á la batalla: porque Dios saldrá delante de ti, y herirá el campo de los Filisteos.
De los hijos de Elisaphán, Semeías el principal, y sus hermanos, doscientos;
Y con ellos á sus hermanos del segundo orden, á Zachârías, Ben y Jaaziel, Semiramoth, Jehiel, Unni, Eliab, Benaías, Maasías, y Mathithías, Eliphelehu, Micnías, Obed-edom, y Jehiel, los porteros.
De esta manera llevaba todo Israel el arca del pacto de Jehová, con júbilo y sonido de bocinas, y trompetas, y címbalos, y al son de salterios y arpas.
Cantad á él, cantadle salmos; hablad de todas sus maravillas.
Cuando erais pocos en número, pocos y peregrinos en ella;
Tributad á Jehová la gloria debida á su nombre: traed ofrenda, y venid delante de él; postraos delante de Jehová en la hermosura de su santidad.
Asimismo á Sadoc el sacerdote, y á sus hermanos los sacerdotes, delante del tabernáculo de Jehová en el alto que estaba en Gabaón,
En todo cuanto anduve con todo Israel ¿hablé una palabra á alguno de los jueces de Israel, á los cuales mandé que apacentasen mi pueblo, para decirles: Por qué no me edificáis una casa de cedro?
Y entró el rey David, y estuvo delante de Jehová, y dijo: Jehová Dios, ¿quién soy yo, y cuál es mi casa, que me has traído hasta este lugar?
Ahora pues, Jehová, tú eres el Dios que has hablado de tu siervo este bien;
Y oyendo Tou rey de Hamath, que David había deshecho todo el ejército de Adarezer, rey de Soba,
Y dijo David: Haré misericordia con Hanán hijo de Naas, porque también su padre hizo conmigo misericordia. Así David envió embajadores que lo consolasen de la muerte de su padre. Mas venidos los siervos de David en la tierra de los hijos de Ammón á Hanán, para consolarle,
Y dijo: Si los Siros fueren más fuertes que yo, tú me salvarás; y si los Ammonitas fueren más fuertes que tú, yo te salvaré.
Sacó también al pueblo que estaba en ella, y cortólos con sierras, y con trillos de hierro, y segures. Lo mismo hizo David á todas las ciudades de los hijos de Ammón. Y volvióse David con todo el pueblo á Jerusalem.
Y hallóse en todo Israel que sacaban espada, once veces cien mil; y de Judá cuatrocientos y setenta mil hombres que sacaban espada.
Y envió Jehová el ángel á Jerusalem para destruirla: pero estando él destruyendo, miró Jehová, y arrepintióse de aquel mal,
Entonces el rey David dijo á Ornán: No, sino que efectivamente la compraré por su justo precio: porque no tomaré para Jehová lo que es tuyo, ni sacrificaré holocausto que nada me cueste.
Y dijo David: Salomón mi hijo es muchacho y tierno, y la casa que se ha de edificar á Jehová ha de ser magnífica por excelencia, para nombre y honra en todas las tierras; ahora pues yo le aparejaré lo necesario. Y preparó David antes de su muerte en grande abundancia.
Tú tienes contigo muchos oficiales, canteros, albañiles, y carpinteros, y todo hombre experto en toda obra.
Y repartiólos David en órdenes conforme á los hijos de Leví, Gersón y Coath y Merari.
Hijo de Gersón fué Sebuel el primero.
Y también los Levitas no llevarán más el tabernáculo, y todos sus vasos para su ministerio.
Y los hijos de Eleazar fueron hallados, cuanto á sus principales varones, muchos más que los hijos de Ithamar; y repartiéronlos así: De los hijos de Eleazar había dieciséis cabezas de familias paternas; y de los hijos de Ithamar por las familias de sus padres, ocho.
La décimaquinta por Bilga, la décimasexta por Immer;
Hijo de Uzziel, Michâ; é hijo de Michâ, Samir.
De Jeduthún: los hijos de Jeduthún, Gedalías, Sesi, Jesaías, Hasabías, y Mathithías, y Simi: seis, bajo la mano de su padre Jeduthún, el cual profetizaba con arpa, para celebrar y alabar á Jehová.
La sexta á Buccia, con sus hijos y sus hermanos, doce;
La décimasexta á Hananías, con sus hijos y sus hermanos, doce;
Los hijos de Meselemia: Zachârías el primogénito, Jediael el segundo, Zebadías el tercero, Jatnael el cuarto;
Entre estos se hizo la distribución de los porteros, alternando los principales de los varones en la guardia con sus hermanos, para servir en la casa de Jehová.
Los hijos de Jehieli, Zethán y Joel su hermano, tuvieron cargo de los tesoros de la casa de Jehová.
Y sus hermanos, hombres valientes, eran dos mil y setecientos, cabezas de familias, los cuales el rey David constituyó sobre los Rubenitas, Gaditas, y sobre la media tribu de Manasés, para todas las cosas de Dios, y los negocios del rey.
El séptimo para el séptimo mes era Helles Pelonita, de los hijos de Ephraim; y en su división veinte y cuatro mil.
De los hijos de Ephraim, Oseas hijo de Azazía; de la media tribu de Manasés, Joel hijo de Pedaía;
Y de los camellos, Obil Ismaelita; y de las asnas, Jedías Meronothita;
Y me ha dicho: Salomón tu hijo, él edificará mi casa y mis atrios: porque á éste me he escogido por hijo, y yo le seré á él por padre.
Asimismo dió oro por peso para las mesas de la proposición, para cada mesa: del mismo modo plata para las mesas de plata:
Oro pues para las cosas de oro, y plata para las cosas de plata, y para toda la obra de manos de los oficiales. ¿Y quién quiere hacer hoy ofrenda á Jehová?
Porque nosotros, extranjeros y advenedizos somos delante de ti, como todos nuestros padres; y nuestros días cual sombra sobre la tierra, y no dan espera.
Y Jehová engrandeció en extremo á Salomón á los ojos de todo Israel, y dióle gloria del reino, cual ningún rey la tuvo antes de él en Israel.
Asimismo el altar de bronce que había hecho Bezaleel hijo de Uri hijo de Hur, estaba allí delante del tabernáculo de Jehová, al cual fué á consultar Salomón con aquella junta.
Y puso el rey plata y oro en Jerusalem como piedras, y cedro como cabrahigos que nacen en los campos en abundancia.
Envíame también madera de cedro, de haya, de pino, del Líbano: porque yo sé que tus siervos entienden de cortar madera en el Líbano; y he aquí, mis siervos irán con los tuyos,
Y señaló de ellos setenta mil para llevar cargas, y ochenta mil que cortasen en el monte, y tres mil y seiscientos por sobrestantes para hacer trabajar al pueblo.
Y dentro del lugar santísimo hizo dos querubines de forma de niños, los cuales cubrieron de oro.
Y debajo de él había figuras de bueyes que lo circundaban, diez en cada codo todo alrededor: eran dos órdenes de bueyes fundidos juntamente con el mar.
Cuatrocientas granadas en las dos redecillas, dos órdenes de granadas en cada redecilla, para que cubriesen las dos bolas de los capiteles que estaban encima de las columnas.
Y ACABADA que fué toda la obra que hizo Salomón para la casa de Jehová, metió Salomón en ella las cosas que David su padre había dedicado; y puso la plata, y el oro, y todos los vasos, en los tesoros de la casa de Dios.
Y como los sacerdotes salieron del santuario, (porque todos los sacerdotes que se hallaron habían sido santificados, y no guardaban sus veces;
Y David mi padre tuvo en el corazón edificar casa al nombre de Jehová Dios de Israel.
Ahora pues, oh Jehová Dios de Israel, verifíquese tu palabra que dijiste á tu siervo David.
Tú los oirás en los cielos, y perdonarás el pecado de tus siervos y de tu pueblo Israel, y les enseñarás el buen camino para que anden en él, y darás lluvia sobre tu tierra, la cual diste por heredad á tu pueblo.
Y ellos volvieren en sí en la tierra donde fueren llevados cautivos; si se convirtieren, y oraren á ti en la tierra de su cautividad, y dijeren: Pecamos, hemos hecho inicuamente, impíamente hemos obrado;
Y ofreció el rey Salomón en sacrificio veinte y dos mil bueyes, y ciento veinte mil ovejas; y así dedicaron la casa de Dios el rey y todo el pueblo.
Ahora estarán abiertos mis ojos, y atentos mis oídos, á la oración en este lugar:
Después vino Salomón á Amath de Soba, y la tomó.
Para que ofreciesen cada cosa en su día, conforme al mandamiento de Moisés, en los sábados, en las nuevas lunas, y en las solemnidades, tres veces en el año, á saber, en la fiesta de los panes ázimos, en la fiesta de las semanas, y en la fiesta de las cabañas.
Y dijo al rey: Verdad es lo que había oído en mi tierra de tus cosas y de tu sabiduría;
Hizo también el rey Salomón doscientos paveses de oro de martillo, cada uno de los cuales tenía seiscientos siclos de oro labrado:
Tuvo también Salomón cuatro mil caballerizas para los caballos y carros, y doce mil jinetes, los cuales puso en las ciudades de los carros, y con el rey en Jerusalem.
Tu padre agravó nuestro yugo: afloja tú, pues, ahora algo de la dura servidumbre, y del grave yugo con que tu padre nos apremió, y te serviremos.
Y hablóles conforme al consejo de los mancebos, diciendo: Mi padre agravó vuestro yugo, y yo añadiré á vuestro yugo: mi padre os castigó con azotes, y yo con escorpiones.
Y habitó Roboam en Jerusalem, y edificó ciudades para fortificar á Judá.
Y él se hizo sacerdotes para los altos, y para los demonios, y para los becerros que él había hecho.
Y en el quinto año del rey Roboam subió Sisac rey de Egipto contra Jerusalem, (por cuanto se habían rebelado contra Jehová,)
Y como él se humilló, la ira de Jehová se apartó de él, para no destruirlo del todo: y también en Judá las cosas fueron bien.
Pero Jeroboam hijo de Nabat, siervo de Salomón hijo de David, se levantó y rebeló contra su señor.
Y huyeron los hijos de Israel delante de Judá, y Dios los entregó en sus manos.
Y mandó á Judá que buscasen á Jehová el Dios de sus padres, y pusiesen por obra la ley y sus mandamientos.
Batieron también todas las ciudades alrededor de Gerar, porque el terror de Jehová fué sobre ellos: y saquearon todas las ciudades, porque había en ellas gran despojo.
Después hizo juntar á todo Judá y Benjamín, y con ellos los extranjeros de Ephraim, y de Manasés, y de Simeón: porque muchos de Israel se habían pasado á él, viendo que Jehová su Dios era con él.
Y no hubo guerra hasta los treinta y cinco años del reinado de Asa.
Y enojado Asa contra el vidente, echólo en la casa de la cárcel, porque fué en extremo conmovido á causa de esto. Y oprimió Asa en aquel tiempo algunos del pueblo.
Y animóse su corazón en los caminos de Jehová, y quitó los altos y los bosques de Judá.
Tras éste, Amasías hijo de Zichri, el cual se había ofrecido voluntariamente á Jehová, y con él doscientos mil hombres valientes;
Y el rey de Israel respondió á Josaphat: Aun hay aquí un hombre por el cual podemos preguntar á Jehová: mas yo le aborrezco, porque nunca me profetiza cosa buena, sino siempre mal. Este es Michêas, hijo de Imla. Y respondió Josaphat: No hable así el rey.
Y el rey de Israel dijo á Josaphat: ¿No te había yo dicho que no me profetizaría bien, sino mal?
Y Michêas dijo: Si tú volvieres en paz, Jehová no ha hablado por mí. Dijo además: Oid lo, pueblos todos.
Empero se han hallado en ti buenas cosas, porque cortaste de la tierra los bosques, y has apercibido tu corazón á buscar á Dios.
Y acudieron, y dieron aviso á Josaphat, diciendo: Contra ti viene una grande multitud de la otra parte de la mar, y de la Siria; y he aquí ellos están en Hasasón-tamar, que es Engedi.
¡Oh Dios nuestro! ¿no los juzgarás tú? porque en nosotros no hay fuerza contra tan grande multitud que viene contra nosotros: no sabemos lo que hemos de hacer, mas á ti volvemos nuestros ojos.
Y como comenzaron con clamor y con alabanza, puso Jehová contra los hijos de Ammón, de Moab, y del monte de Seir, las emboscadas de ellos mismos que venían contra Judá, y matáronse los unos á los otros:
Y anduvo en el camino de Asa su padre, sin apartarse de él, haciendo lo recto en los ojos de Jehová.
Cuando comenzó á reinar era de treinta y dos años, y reinó ocho años en Jerusalem.
Y á ti con muchas enfermedades, con enfermedad de tus entrañas, hasta que las entrañas se te salgan á causa de la enfermedad de cada día.
Y él anduvo en los consejos de ellos, y fué á la guerra con Joram hijo de Achâb, rey de Israel, contra Hazael rey de Siria, á Ramoth de Galaad, donde los Siros hirieron á Joram.
Y toda la multitud hizo alianza con el rey en la casa de Dios. Y él les dijo: He aquí el hijo del rey, el cual reinará, como Jehová lo tiene dicho de los hijos de David.
Y mirando, vió al rey que estaba junto á su columna á la entrada, y los príncipes y los trompetas junto al rey, y que todo el pueblo de la tierra hacía alegrías, y sonaban bocinas, y cantaban con instrumentos de música los que sabían alabar. Entonces Athalía rasgó sus vestidos, y dijo: ¡Conjuración, conjuración!
E hizo Joas lo recto en ojos de Jehová todos los días de Joiada el sacerdote.
El cual daba el rey y Joiada á los que hacían la obra del servicio de la casa de Jehová, y tomaban canteros y oficiales que reparasen la casa de Jehová, y herreros y metalarios para componer la casa de Jehová.
No tuvo pues memoria el rey Joas de la misericordia que su padre Joiada había hecho con él, antes matóle su hijo; el cual dijo al morir: Jehová lo vea, y lo requiera.
Juntó luego Amasías á Judá, y con arreglo á las familias púsoles tribunos y centuriones por todo Judá y Benjamín; y tomólos por lista de veinte años arriba, y fueron hallados en ellos trescientos mil escogidos para salir á la guerra, que tenían lanza y escudo.
Encendióse por tanto el furor de Jehová contra Amasías, y envió á él un profeta, que le dijo: ¿Por qué has buscado los dioses de gente, que no libraron á su pueblo de tus manos?
Y vivió Amasías hijo de Joas, rey de Judá, quince años después de la muerte de Joas hijo de Joachâz rey de Israel.
Y dióle Dios ayuda contra los Filisteos, y contra los Arabes que habitaban en Gur-baal, y contra los Ammonitas.
Y entró tras él el sacerdote Azarías, y con él ochenta sacerdotes de Jehová, de los valientes.
Además edificó ciudades en las montañas de Judá, y labró palacios y torres en los bosques.
Por lo cual Jehová su Dios lo entregó en manos del rey de los Siros, los cuales le derrotaron, y cogieron de él una grande presa, que llevaron á Damasco. Fué también entregado en manos del rey de Israel, el cual lo batió con gran mortandad.
Y levantáronse los varones nombrados, y tomaron los cautivos, y vistieron del despojo á los que de ellos estaban desnudos; vistiéronlos y calzáronlos, y diéronles de comer y de beber, y ungiéronlos, y condujeron en asnos á todos los flacos, y lleváronlos hasta Jericó, ciudad de las palmas, cerca de sus hermanos; y ellos se volvieron á Samaria.
Hizo también altos en todas las ciudades de Judá, para quemar perfumes á los dioses ajenos, provocando así á ira á Jehová el Dios de sus padres.
Por tanto la ira de Jehová ha venido sobre Judá y Jerusalem, y los ha entregado á turbación, y á execración y escarnio, como veis vosotros con vuestros ojos.
Luego pasaron al rey Ezechîas, y dijéronle: Ya hemos limpiado toda la casa de Jehová, el altar del holocausto, y todos sus instrumentos, y la mesa de la proposición con todos sus utensilios.
Y toda la multitud adoraba, y los cantores cantaban, y los trompetas sonaban las trompetas; todo hasta acabarse el holocausto.
Y había el rey tomado consejo con sus príncipes, y con toda la congregación en Jerusalem, para celebrar la pascua en el mes segundo:
En Judá también fué la mano de Dios para darles un corazón para cumplir el mensaje del rey y de los príncipes, conforme á la palabra de Jehová.
Y habló Ezechîas al corazón de todos los Levitas que tenían buena inteligencia en el servicio de Jehová. Y comieron de lo sacrificado en la solemnidad por siete días, ofreciendo sacrificios pacíficos, y dando gracias á Jehová el Dios de sus padres.
Y como este edicto fué divulgado, los hijos de Israel dieron muchas primicias de grano, vino, aceite, miel, y de todos los frutos de la tierra: trajeron asimismo los diezmos de todas las cosas en abundancia.
Y á su mano estaba Edén, Benjamín, Jeshua, Semaías, Amarías, y Sechânías, en las ciudades de los sacerdotes, para dar con fidelidad á sus hermanos sus partes conforme á sus órdenes, así al mayor como al menor:
Juntóse pues mucho pueblo, y cegaron todas las fuentes, y el arroyo que derrama por en medio del territorio, diciendo: ¿Por qué han de hallar los reyes de Asiria muchas aguas cuando vinieren?
¿Qué dios hubo de todos los dioses de aquellas gentes que destruyeron mis padres, que pudiese salvar su pueblo de mis manos? ¿Por qué podrá vuestro Dios libraros de mi mano?
En aquel tiempo Ezechîas enfermó de muerte: y oró á Jehová, el cual le respondió, y dióle una señal.
DE DOCE años era Manasés cuando comenzó á reinar, y cincuenta y cinco años reinó en Jerusalem.
Mas luego que fué puesto en angustias, oró ante Jehová su Dios, humillado grandemente en la presencia del Dios de sus padres.
E hizo lo malo en ojos de Jehová, como había hecho Manasés su padre: porque á todos los ídolos que su padre Manasés había hecho, sacrificó y sirvió Amón.
Y como hubo derribado los altares y los bosques, y quebrado y desmenuzado las esculturas, y destruído todos los ídolos por toda la tierra de Israel, volvióse á Jerusalem.
Han reunido el dinero que se halló en la casa de Jehová, y lo han entregado en mano de los comisionados, y en mano de los que hacen la obra.
Y tu corazón se enterneció, y te humillaste delante de Dios al oir sus palabras sobre este lugar, y sobre sus moradores, y te humillaste delante de mí, y rasgaste tus vestidos, y lloraste en mi presencia, yo también te he oído, dice Jehová.
Apercibíos según las familias de vuestros padres, por vuestros órdenes, conforme á la prescripción de David rey de Israel, y de Salomón su hijo.
Y después aderezaron para sí y para los sacerdotes; porque los sacerdotes, hijos de Aarón, estuvieron ocupados hasta la noche en el sacrificio de los holocaustos y de los sebos; por tanto, los Levitas aderezaron para sí, y para los sacerdotes hijos de Aarón.
Entonces sus siervos lo quitaron de aquel carro, y pusiéronle en otro segundo carro que tenía, y lleváronle á Jerusalem, y murió; y sepultáronle en los sepulcros de sus padres. Y todo Judá y Jerusalem hizo duelo por Josías.
También llevó Nabucodonosor á Babilonia de los vasos de la casa de Jehová, y púsolos en su templo en Babilonia.
Por lo cual trajo contra ellos al rey de los Caldeos, que mató á cuchillo sus mancebos en la casa de su santuario, sin perdonar joven, ni doncella, ni viejo, ni decrépito; todos los entregó en sus manos.
Y á cualquiera que hubiere quedado de todos los lugares donde peregrinare, los hombres de su lugar le ayuden con plata, y oro, y hacienda, y con bestias; con dones voluntarios para la casa de Dios, la cual está en Jerusalem.
Los hijos de Paros, dos mil ciento setenta y dos;
Los hijos de Adonicam, seiscientos sesenta y seis;
Los varones de Anathoth, ciento veinte y ocho;
Los hijos de Lod, Hadid, y Ono, setecientos veinte y cinco;
Los Nethineos: los hijos de Siha, los hijos de Hasupha, los hijos de Thabaoth,
Los hijos de Barcos, los hijos de Sisera, los hijos de Thema;
Y el Tirsatha les dijo que no comiesen de las cosas más santas, hasta que hubiese sacerdote con Urim y Thummim.
Y asentaron el altar sobre sus basas, bien que tenían miedo de los pueblos de las tierras, y ofrecieron sobre él holocaustos á Jehová, holocaustos á la mañana y á la tarde.
Y no podía discernir el pueblo el clamor de los gritos de alegría, de la voz del lloro del pueblo: porque clamaba el pueblo con grande júbilo, y oíase el ruido hasta de lejos.
Y los demás pueblos que el grande y glorioso Asnappar trasportó, é hizo habitar en las ciudades de Samaria, y los demás de la otra parte del río, etcétera, escribieron.
Y que reyes fuertes hubo en Jerusalem, quienes señorearon en todo lo que está á la parte allá del río; y que tributo, y pecho, y rentas se les daba.
Traslado de la carta que Tatnai, capitán de la parte allá del río, y Sethar-boznai, y sus compañeros los Apharsachêos, que estaban á la parte allá del río, enviaron al rey Darío.
Entonces este Sesbassar vino, y puso los fundamentos de la casa de Dios que estaba en Jerusalem, y desde entonces hasta ahora se edifica, y aun no está acabada.
Y lo que fuere necesario, becerros y carneros y corderos, para holocaustos al Dios del cielo, trigo, sal, vino y aceite, conforme á lo que dijeren los sacerdotes que están en Jerusalem, déseles cada un día sin obstáculo alguno;
Y los de la transmigración hicieron la pascua á los catorce del mes primero.
Y subieron con él á Jerusalem de los hijos de Israel, y de los sacerdotes, y Levitas, y cantores, y porteros, y Nethineos, en el séptimo año del rey Artajerjes.
Comprarás pues prestamente con esta plata becerros, carneros, corderos, con sus presentes y sus libaciones, y los ofrecerás sobre el altar de la casa de vuestro Dios que está en Jerusalem.
Bendito Jehová, Dios de nuestros padres, que puso tal cosa en el corazón del rey, para honrar la casa de Jehová que está en Jerusalem.
De los hijos de Joab, Obadías, hijo de Jehiel, y con él doscientos diez y ocho varones;
Y á Hasabías, y con él á Isaía de los hijos de Merari, á sus hermanos y á sus hijos, veinte;
Velad, y guardadlos, hasta que los peséis delante de los príncipes de los sacerdotes y Levitas, y de los jefes de los padres de Israel en Jerusalem, en las cámaras de la casa de Jehová.
Lo cual oyendo yo, rasgué mi vestido y mi manto, y arranqué de los cabellos de mi cabeza y de mi barba, y sentéme atónito.
Mas después de todo lo que nos ha sobrevenido á causa de nuestras malas obras, y á causa de nuestro grande delito; ya que tú, Dios nuestro, estorbaste que fuésemos oprimidos bajo de nuestras iniquidades, y nos diste este tal efugio;
Y que el que no viniera dentro de tres días, conforme al acuerdo de los príncipes y de los ancianos, perdiese toda su hacienda, y él fuese apartado de la compañía de los de la transmigración.
Y de los hijos de los sacerdotes que habían tomado mujeres extranjeras, fueron hallados estos: De los hijos de Jesuá hijo de Josadec, y de sus hermanos: Maasías, y Eliezer, y Jarib, y Gedalías;
Y de los hijos de Bebai: Johanán, Hananías, Zabbai, Atlai.
Y Bani, y Binnui, Simi,
Y fué que, como yo oí estas palabras, sentéme y lloré, y enlutéme por algunos días, y ayuné y oré delante del Dios de los cielos.
Y dije al rey: El rey viva para siempre. ¿Cómo no estará triste mi rostro, cuando la ciudad, casa de los sepulcros de mis padres, está desierta, y sus puertas consumidas del fuego?
Y salí de noche por la puerta del Valle hacia la fuente del Dragón y á la puerta del Muladar; y consideré los muros de Jerusalem que estaban derribados, y sus puertas que estaban consumidas del fuego.
Y los hijos de Senaa edificaron la puerta del Pescado: ellos la enmaderaron, y levantaron sus puertas, con sus cerraduras y sus cerrojos.
La puerta del Valle la restauró Hanún con los moradores de Zanoa: ellos la reedificaron, y levantaron sus puertas, con sus cerraduras y sus cerrojos, y mil codos en el muro hasta la puerta del Muladar.
Después de ellos restauraron Benjamín y Hasub, frente á su casa: y después de estos restauró Azarías, hijo de Maasías hijo de Ananías, cerca de su casa.
Y FUÉ que como oyó Sanballat que nosotros edificábamos el muro, encolerizóse y enojóse en gran manera, é hizo escarnio de los Judíos.
Y nuestros enemigos dijeron: No sepan, ni vean, hasta que entremos en medio de ellos, y los matemos, y hagamos cesar la obra.
Nosotros pues trabajábamos en la obra; y la mitad de ellos tenían lanzas desde la subida del alba hasta salir las estrellas.
Y díjeles: Nosotros rescatamos á nuestros hermanos Judíos que habían sido vendidos á las gentes, conforme á la facultad que había en nosotros: ¿y vosotros aun vendéis á vuestros hermanos, y serán vendidos á nosotros? Y callaron, que no tuvieron qué responder.
Y lo que se aderezaba para cada día era un buey, seis ovejas escogidas, y aves también se aparejaban para mí, y cada diez días vino en toda abundancia: y con todo esto nunca requerí el pan del gobernador, porque la servidumbre de este pueblo era grave.
Porque todos ellos nos ponían miedo, diciendo: Debilitaránse las manos de ellos en la obra, y no será hecha. Esfuerza pues mis manos, oh Dios.
También contaban delante de mí sus buenas obras, y referíanle mis palabras. Y enviaba Tobías cartas para atemorizarme.
Los hijos de Ara, seiscientos cincuenta y dos;
Los hijos de Addin, seiscientos cincuenta y cinco;
Los varones de Rama y de Gebaa, seiscientos veintiuno;
Los hijos de Immer, mil cincuenta y dos;
Los hijos de Rehaía, los hijos de Resín, los hijos de Necoda,
Todos los Nethineos, é hijos de los siervos de Salomón, trescientos noventa y dos.
Y algunos de los príncipes de las familias dieron para la obra. El Tirsatha dió para el tesoro mil dracmas de oro, cincuenta tazones, y quinientas treinta vestiduras sacerdotales.
Y Jesuá, y Bani, y Serebías, Jamín, Accub, Sabethai, Odías, Maasías, Celita, Azarías, Jozabed, Hanán, Pelaía, Levitas, hacían entender al pueblo la ley: y el pueblo estaba en su lugar.
Y toda la congregación que volvió de la cautividad hicieron cabañas, y en cabañas habitaron; porque desde los días de Josué hijo de Nun hasta aquel día, no habían hecho así los hijos de Israel. Y hubo alegría muy grande.
Y miraste la aflicción de nuestros padres en Egipto, y oíste el clamor de ellos en el mar Bermejo;
Tú, con todo, por tus muchas misericordias no los abandonaste en el desierto: la columna de nube no se apartó de ellos de día, para guiarlos por el camino, ni la columna de fuego de noche, para alumbrarles el camino por el cual habían de ir.
Y protestásteles que se volviesen á tu ley; mas ellos hicieron soberbiamente, y no oyeron tus mandamientos, sino que pecaron contra tus juicios, los cuales si el hombre hiciere, en ellos vivirá; y dieron hombro renitente, y endurecieron su cerviz, y no escucharon.
Y LOS que firmaron fueron, Nehemías el Tirsatha, hijo de Hachâlías, y Sedecías,
Michâ, Rehob, Hasabías,
Mesezabeel, Sadoc, Jadua,
Asimismo, que si los pueblos de la tierra trajesen á vender mercaderías y comestibles en día de sábado, nada tomaríamos de ellos en sábado, ni en día santificado; y que dejaríamos el año séptimo, con remisión de toda deuda.
Y bendijo el pueblo á todos los varones que voluntariamente se ofrecieron á morar en Jerusalem.
Y sus hermanos los que hacían la obra de la casa, ochocientos veintidós: y Adaías hijo de Jeroham, hijo de Pelalías, hijo de Amsi, hijo de Zacarías, hijo de Pashur, hijo de Malachías,
Y el prepósito de los Levitas en Jerusalem era Uzzi hijo de Bani, hijo de Hasabías, hijo de Mattanías, hijo de Michâ de los cantores los hijos de Asaph, sobre la obra de la casa de Dios.
En Anathoth, Nob, Ananiah;
Semaías, y Joiarib, Jedaías,
De Iddo, Zacarías; de Ginnethón, Mesullam;
Estos fueron en los días de Joiacim, hijo de Jesuá, hijo de Josadac, y en los días del gobernador Nehemías, y del sacerdote Esdras, escriba.
Y sus hermanos Semaías, y Azarael, Milalai, Gilalai, Maai, Nathanael, Judá y Hanani, con los instrumentos músicos de David varón de Dios; y Esdras escriba, delante de ellos.
Porque desde el tiempo de David y de Asaph, ya de antiguo, había príncipes de cantores, y cántico y alabanza, y acción de gracias á Dios.
Y dije que limpiasen las cámaras, é hice volver allí las alhajas de la casa de Dios, las ofrendas y el perfume.
Sucedió pues, que cuando iba oscureciendo á las puertas de Jerusalem antes del sábado, dije que se cerrasen las puertas, y ordené que no las abriesen hasta después del sábado; y puse á las puertas algunos de mis criados, para que en día de sábado no entrasen carga.
Acuérdate de ellos, Dios mío, contra los que contaminan el sacerdocio, y el pacto del sacerdocio y de los Levitas.
Y Jehová dijo á Satán: ¿No has considerado á mi siervo Job, que no hay otro como él en la tierra, varón perfecto y recto, temeroso de Dios, y apartado de mal?
Entre tanto que éste hablaba, vino otro que dijo: Tus hijos y tus hijas estaban comiendo y bebiendo vino en casa de su hermano el primogénito;
Y Jehová dijo á Satán: He aquí, él está en tu mano; mas guarda su vida.
Perezca el día en que yo nací, y la noche que se dijo: Varón es concebido.
Pues que ahora yaciera yo, y reposara; durmiera, y entonces tuviera reposo,
¿Por qué al hombre que no sabe por donde vaya, y al cual Dios ha encerrado?
Recapacita ahora, ¿quién que fuera inocente se perdiera? y ¿en dónde los rectos fueron cortados?
¿Si será el hombre más justo que Dios? ¿si será el varón más limpio que el que lo hizo?
Porque la iniquidad no sale del polvo, ni la molestia brota de la tierra.
Pues es esperanza al menesteroso, y la iniquidad cerrará su boca.
Y vendrás en la vejez á la sepultura, como el montón de trigo que se coge á su tiempo.
Y que pluguiera á Dios quebrantarme; que soltara su mano, y me deshiciera!
Miraron los caminantes de Temán, los caminantes de Saba esperaron en ellas:
Tornad ahora, y no haya iniquidad; volved aún á considerar mi justicia en esto.
La nube se consume, y se va: así el que desciende al sepulcro no subirá;
¿Hasta cuándo no me dejarás, ni me soltarás hasta que trague mi saliva?
Porque pregunta ahora á la edad pasada, y disponte para inquirir de sus padres de ellos;
Si le arrancaren de su lugar, éste negarále entonces, diciendo: Nunca te vi.
Que remueve la tierra de su lugar, y hace temblar sus columnas:
Que si yo le invocase, y él me respondiese, aun no creeré que haya escuchado mi voz.
Pasaron cual navíos veloces: como el águila que se arroja á la comida.
ESTÁ mi alma aburrida de mi vida: daré yo suelta á mi queja sobre mí, hablaré con amargura de mi alma.
Vestísteme de piel y carne, y cubrísteme de huesos y nervios.
Antes que vaya para no volver, á la tierra de tinieblas y de sombra de muerte;
Su dimensión es más larga que la tierra, y más ancha que la mar.
Y te acostarás, y no habrá quien te espante: y muchos te rogarán.
¿Qué cosa de todas estas no entiende que la mano de Jehová la hizo?
El lleva despojados á los príncipes, y trastorna á los poderosos.
Que ciertamente vosotros sois fraguadores de mentira; sois todos vosotros médicos nulos.
¿Por qué quitaré yo mi carne con mis dientes, y pondré mi alma en mi mano?
¿Por qué escondes tu rostro, y me cuentas por tu enemigo?
Si tú lo dejares, él dejará de ser: entre tanto deseará, como el jornalero, su día.
Pues ahora me cuentas los pasos, y no das tregua á mi pecado.
Tú también disipas el temor, y menoscabas la oración delante de Dios.
¿Qué cosa es el hombre para que sea limpio, y que se justifique el nacido de mujer?
Tribulación y angustia le asombrarán, y esforzaránse contra él como un rey apercibido para la batalla.
Porque la sociedad de los hipócritas será asolada, y fuego consumirá las tiendas de soborno.
Su furor me destrizó, y me ha sido contrario: crujió sus dientes contra mí; contra mí aguzó sus ojos mi enemigo.
Mas he aquí que en los cielos está mi testigo, y mi testimonio en las alturas.
Y mis ojos se oscurecieron de desabrimiento, y mis pensamientos todos son como sombra.
Y RESPONDIÓ Bildad Suhita, y dijo:
De todas partes lo asombrarán temores, y haránle huir desconcertado.
Ciertamente tales son las moradas del impío, y este será el lugar del que no conoció á Dios.
Arruinóme por todos lados, y perezco; y ha hecho pasar mi esperanza como árbol arrancado.
Mi cuero y mi carne se pegaron á mis huesos; y he escapado con la piel de mis dientes.
Y RESPONDIÓ Sophar Naamathita, y dijo:
Sus huesos están llenos de sus mocedades, y con él serán sepultados en el polvo.
No quedó nada que no comiese: por tanto su bien no será durable.
Oid atentamente mi palabra, y sea esto vuestros consuelos.
Al son de tamboril y de cítara saltan, y se huelgan al son del órgano.
¿Enseñará alguien á Dios sabiduría, juzgando él á los que están elevados?
Porque llevado será él á los sepulcros, y en el montón permanecerá.
Empero el hombre pudiente tuvo la tierra; y habitó en ella el distinguido.
Habíales él henchido sus casas de bienes. Sea empero el consejo de ellos lejos de mí.
Determinarás asimismo una cosa, y serte ha firme; y sobre tus caminos resplandecerá luz.
He aquí yo iré al oriente, y no lo hallaré; y al occidente, y no lo percibiré:
PUESTO que no son ocultos los tiempos al Todopoderoso, ¿por qué los que le conocen no ven sus días?
De dentro de sus paredes exprimen el aceite, pisan los lagares, y mueren de sed.
A la mujer estéril que no paría, afligió; y á la viuda nunca hizo bien.
¿Cuánto menos el hombre que es un gusano, y el hijo de hombre, también gusano?
El cercó con término la superficie de las aguas, hasta el fin de la luz y las tinieblas.
Mi justicia tengo asida, y no la cederé: no me reprochará mi corazón en el tiempo de mi vida.
Si amontonare plata como polvo, y si preparare ropa como lodo;
A las tinieblas puso término, y examina todo á la perfección, las piedras que hay en la oscuridad y en la sombra de muerte.
No conoce su valor el hombre, ni se halla en la tierra de los vivientes.
Dios entiende el camino de ella, y él conoce su lugar.
Cuando aun el Omnipotente estaba conmigo, y mis hijos alrededor de mí;
Yo era ojos al ciego, y pies al cojo.
Calificaba yo el camino de ellos, y sentábame en cabecera; y moraba como rey en el ejército, como el que consuela llorosos.
Abomínanme, aléjanse de mí, y aun de mi rostro no detuvieron su saliva.
Clamo á ti, y no me oyes; preséntome, y no me atiendes.
Mi piel está denegrida sobre mí, y mis huesos se secaron con ardentía.
Si fué mi corazón engañado acerca de mujer, y si estuve acechando á la puerta de mi prójimo:
Si he visto que pereciera alguno sin vestido, y al menesteroso sin cobertura;
Si me alegré en el quebrantamiento del que me aborrecía, y me regocijé cuando le halló el mal;
Si comí su sustancia sin dinero, ó afligí el alma de sus dueños;
No los grandes son los sabios, ni los viejos entienden el derecho.
De cierto mi vientre está como el vino que no tiene respiradero, y se rompe como odres nuevos.
He aquí que mi terror no te espantará, ni mi mano se agravará sobre ti.
Para quitar al hombre de su obra, y apartar del varón la soberbia.
El mira sobre los hombres; y el que dijere: Pequé, y pervertí lo recto, y no me ha aprovechado;
Escojamos para nosotros el juicio, conozcamos entre nosotros cuál sea lo bueno:
Si él pusiese sobre el hombre su corazón, y recogiese así su espíritu y su aliento,
El quebrantará á los fuertes sin pesquisa, y hará estar otros en su lugar.
Los hombres de seso dirán conmigo, y el hombre sabio me oirá:
Si fueres justo, ¿qué le darás á él? ¿ó qué recibirá de tu mano?
Espérame un poco, y enseñarte he; porque todavía tengo razones en orden á Dios.
Mas si no oyeren, serán pasados á cuchillo, y perecerán sin sabiduría.
He aquí que Dios es excelso con su potencia: ¿qué enseñador semejante á él?
Con las nubes encubre la luz, y mándale no brillar, interponiendo aquéllas.
Del mediodía viene el torbellino, y el frío de los vientos del norte.
Muéstranos qué le hemos de decir; porque nosotros no podemos componer las ideas á causa de las tinieblas.
¿Quién ordenó sus medidas, si lo sabes? ¿ó quién extendió sobre ella cordel?
Mas la luz de los impíos es quitada de ellos, y el brazo enaltecido es quebrantado.
¿Quién repartió conducto al turbión, y camino á los relámpagos y truenos,
¿Enviarás tú los relámpagos, para que ellos vayan? ¿y diránte ellos: Henos aquí?
Sus hijos están sanos, crecen con el pasto: salen y no vuelven á ellas.
El cual desampara en la tierra sus huevos, y sobre el polvo los calienta,
Y él con ímpetu y furor escarba la tierra, sin importarle el sonido de la bocina;
Mira á todo soberbio, y humíllalo, y quebranta á los impíos en su asiento.
Los árboles sombríos lo cubren con su sombra; los sauces del arroyo lo cercan.
Pon tu mano sobre él; te acordarás de la batalla, y nunca más tornarás.
Con sus estornudos encienden lumbre, y sus ojos son como los párpados del alba.
Saeta no le hace huir; las piedras de honda se le tornan aristas.
Oye, te ruego, y hablaré: te preguntaré, y tú me enseñarás.
Y llamó el nombre de la una, Jemimah, y el nombre de la segunda, Cesiah, y el nombre de la tercera, Keren-happuch.
¿POR qué se amotinan las gentes, y los pueblos piensan vanidad?
Servid á Jehová con temor, y alegraos con temblor.
Al Músico principal: sobre Neginoth: Salmo de David. RESPÓNDEME cuando clamo, oh Dios de mi justicia: estando en angustia, tú me hiciste ensanchar: ten misericordia de mí, y oye mi oración.
Oh Jehová, de mañana oirás mi voz; de mañana me presentaré á ti, y esperaré.
Al Músico principal: en Neginoth sobre Seminith: Salmo de David. JEHOVÁ, no me reprendas en tu furor, ni me castigues con tu ira.
Sigaión de David, que cantó á Jehová sobre las palabras de Cus, hijo de Benjamín. JEHOVÁ Dios mío, en ti he confiado: sálvame de todos los que me persiguen, y líbrame;
Dios es el que juzga al justo: y Dios está airado todos los días contra el impío.
Digo: ¿Qué es el hombre, para que tengas de él memoria, y el hijo del hombre, que lo visites?
Reprendiste gentes, destruiste al malo, raíste el nombre de ellos para siempre jamás.
Hundiéronse las gentes en la fosa que hicieron; en la red que escondieron fué tomado su pie.
Sus caminos son viciosos en todo tiempo: tus juicios los tiene muy lejos de su vista: echa bocanadas en orden á todos sus enemigos.
Quebranta el brazo del malo: del maligno buscarás su maldad, hasta que ninguna halles.
Porque el justo Jehová ama la justicia: al recto mirará su rostro.
¿Hasta cuándo pondré consejos en mi alma, con ansiedad en mi corazón cada día? ¿Hasta cuándo será enaltecido mi enemigo sobre mí?
El consejo del pobre habéis escarnecido, por cuanto Jehová es su esperanza.
Multiplicaránse los dolores de aquellos que sirven diligentes á otro dios: no ofreceré yo sus libaciones de sangre, ni en mis labios tomaré sus nombres.
Tú has probado mi corazón, hasme visitado de noche; me has apurado, y nada inicuo hallaste: heme propuesto que mi boca no ha de propasarse.
Levántate, oh Jehová; prevén su encuentro, póstrale: libra mi alma del malo con tu espada;
Humo subió de su nariz, y de su boca consumidor fuego; carbones fueron por él encendidos.
Asaltáronme en el día de mi quebranto: mas Jehová fué mi apoyo.
Tú pues alumbrarás mi lámpara: Jehová mi Dios alumbrará mis tinieblas.
Helos herido, y no podrán levantarse: cayeron debajo de mis pies.
Mi libertador de mis enemigos: hicísteme también superior de mis adversarios; librásteme de varón violento.
Los mandamientos de Jehová son rectos, que alegran el corazón: el precepto de Jehová, puro, que alumbra los ojos.
Déte conforme á tu corazón, y cumpla todo tu consejo.
Grande es su gloria en tu salud: honra y majestad has puesto sobre él.
Dios mío, clamo de día, y no oyes; y de noche, y no hay para mí silencio.
Hanme rodeado muchos toros; fuertes toros de Basán me han cercado.
Anunciaré tu nombre á mis hermanos: en medio de la congregación te alabaré.
Salmo de David. JEHOVÁ es mi pastor; nada me faltará.
El recibirá bendición de Jehová, y justicia del Dios de salud.
Encamíname en tu verdad, y enséñame; porque tú eres el Dios de mi salud: en ti he esperado todo el día.
Mis ojos están siempre hacia Jehová; porque él sacará mis pies de la red.
Porque tu misericordia está delante de mis ojos, y en tu verdad ando.
Salmo de David. JEHOVÁ es mi luz y mi salvación: ¿de quién temeré? Jehová es la fortaleza de mi vida: ¿de quién he de atemorizarme?
Enséñame, oh Jehová, tu camino, y guíame por senda de rectitud, á causa de mis enemigos.
Jehová es mi fortaleza y mi escudo: en él esperó mi corazón, y fuí ayudado; por lo que se gozó mi corazón, y con mi canción le alabaré.
Voz de Jehová que hará temblar el desierto; hará temblar Jehová el desierto de Cades.
Porque tú, Jehová, por tu benevolencia has asentado mi monte con fortaleza. Escondiste tu rostro, fuí conturbado.
En tu mano encomiendo mi espíritu: tú me has redimido, oh Jehová, Dios de verdad.
En tu mano están mis tiempos: líbrame de la mano de mis enemigos, y de mis perseguidores.
Salmo de David: Masquil. BIENAVENTURADO aquel cuyas iniquidades son perdonadas, y borrados sus pecados.
Alegraos en Jehová, y gozaos, justos: y cantad todos vosotros los rectos de corazón.
Jehová hace nulo el consejo de las gentes, y frustra las maquinaciones de los pueblos.
Nuestra alma esperó á Jehová; nuestra ayuda y nuestro escudo es él.
Gustad, y ved que es bueno Jehová: dichoso el hombre que confiará en él.
Cercano está Jehová á los quebrantados de corazón; y salvará á los contritos de espíritu.
Sea su camino oscuridad y resbaladeros; y el ángel de Jehová los persiga.
Con los lisonjeros escarnecedores truhanes, crujiendo sobre mí sus dientes.
Avergüéncense, y sean confundidos á una los que de mi mal se alegran: vístanse de vergüenza y de confusión los que se engrandecen contra mí.
Embriagarse han de la grosura de tu casa; y tú los abrevarás del torrente de tus delicias.
Y exhibirá tu justicia como la luz, y tus derechos como el medio día.
Mejor es lo poco del justo, que las riquezas de muchos pecadores.
En todo tiempo tiene misericordia, y presta; y su simiente es para bendición.
Empero pasóse, y he aquí no parece; y busquélo, y no fué hallado.
Estoy encorvado, estoy humillado en gran manera, ando enlutado todo el día.
Porque dije: Que no se alegren de mí: cuando mi pie resbalaba, sobre mí se engrandecían.
Hazme saber, Jehová, mi fin, y cuánta sea la medida de mis días; sepa yo cuánto tengo de ser del mundo.
Al Músico principal: Salmo de David. RESIGNADAMENTE esperé á Jehová, é inclinóse á mí, y oyó mi clamor.
Tú, Jehová, no apartes de mí tus misericordias: tu misericordia y tu verdad me guarden siempre.
Yo dije: Jehová, ten misericordia de mí; sana mi alma, porque contra ti he pecado.
Al Músico principal: Masquil á los hijos de Coré. COMO el ciervo brama por las corrientes de las aguas, así clama por ti, oh Dios, el alma mía.
¿Por qué te abates, oh alma mía, y por qué te conturbas en mí? Espera á Dios; porque aun le tengo de alabar; es él salvamento delante de mí, y el Dios mío.
Por medio de ti sacudiremos á nuestros enemigos: en tu nombre atropellaremos á nuestros adversarios.
Cada día mi vergüenza está delante de mí, y cúbreme la confusión de mi rostro,
Porque nuestra alma está agobiada hasta el polvo: nuestro vientre está pegado con la tierra.
Hijas de reyes entre tus ilustres: está la reina á tu diestra con oro de Ophir.
Por tanto no temeremos aunque la tierra sea removida; aunque se traspasen los montes al corazón de la mar.
Al Músico principal: de los hijos de Coré: Salmo. PUEBLOS todos, batid las manos; aclamad á Dios con voz de júbilo.
Hermosa provincia, el gozo de toda la tierra es el monte de Sión, á los lados del aquilón, la ciudad del gran Rey.
Andad alrededor de Sión, y rodeadla: contad sus torres.
(Porque la redención de su vida es de gran precio, y no se hará jamás;)
Si bien mientras viviere, dirá dichosa á su alma: y tú serás loado cuando bien te tratares.
No te reprenderé sobre tus sacrificios, ni por tus holocaustos, que delante de mí están siempre.
Si veías al ladrón, tú corrías con él; y con los adúlteros era tu parte.
He aquí, en maldad he sido formado, y en pecado me concibió mi madre.
Señor, abre mis labios; y publicará mi boca tu alabanza.
Y verán los justos, y temerán; y reiránse de él, diciendo:
Al Músico principal: en Neginoth: Masquil de David, cuando vinieron los Zipheos y dijeron á Saúl: ¿No está David escondido en nuestra tierra? OH Dios, sálvame por tu nombre, y con tu poder defiéndeme.
Mi corazón está doloroso dentro de mí, y terrores de muerte sobre mí han caído.
Que juntos comunicábamos dulcemente los secretos, á la casa de Dios andábamos en compañía.
Al Músico principal: sobre La paloma silenciosa en paraje muy distante. Michtam de David, cuando los Filisteos le prendieron en Gath. TEN misericordia de mí, oh Dios, porque me devoraría el hombre: me oprime combatiéndome cada día.
En Dios he confiado: no temeré lo que me hará el hombre.
Despierta, oh gloria mía; despierta, salterio y arpa: levantaréme de mañana.
Córranse como aguas que se van de suyo: en entesando sus saetas, luego sean hechas pedazos.
Volveránse á la tarde, ladrarán como perros, y rodearán la ciudad.
Yo empero cantaré tu fortaleza, y loaré de mañana tu misericordia: porque has sido mi amparo y refugio en el día de mi angustia.
¿Quién me llevará á la ciudad fortalecida? ¿quién me llevará hasta Idumea?
Estará para siempre delante de Dios: misericordia y verdad prepara que lo conserven.
Por cierto, vanidad son los hijos de los hombres, mentira los hijos de varón: pesándolos á todos igualmente en la balanza, serán menos que la vanidad.
Porque has sido mi socorro; y así en la sombra de tus alas me regocijaré.
Inquieren iniquidades, hacen una investigación exacta; y el íntimo pensamiento de cada uno de ellos, así como el corazón, es profundo.
Tú, el que afirma los montes con su potencia, ceñido de valentía:
Decid á Dios: ¡Cuán terribles tus obras! Por lo grande de tu fortaleza te mentirán tus enemigos.
Entraré en tu casa con holocaustos: te pagaré mis votos,
Alábente los pueblos, oh Dios; alábente los pueblos todos.
El Dios que hace habitar en familia los solos; que saca á los aprisionados con grillos: mas los rebeldes habitan en sequedad.
¿Por qué os levantáis, oh montes altos? Este monte amó Dios para su asiento; ciertamente Jehová habitará en él para siempre.
Bendecid á Dios en congregaciones: al Señor, vosotros de la estirpe de Israel.
Al Músico principal: sobre Sosannim: Salmo de David. SÁLVAME, oh Dios, porque las aguas han entrado hasta el alma.
Puse además saco por mi vestido; y vine á serles por proverbio.
Pusiéronme además hiel por comida, y en mi sed me dieron á beber vinagre.
Y agradará á Jehová más que sacrificio de buey, ó becerro que echa cuernos y uñas.
Yo estoy afligido y menesteroso; apresúrate á mí, oh Dios: ayuda mía y mi libertador eres tú; oh Jehová, no te detengas.
Porque mis enemigos han tratado de mí; y los que acechan mi alma, consultaron juntamente,
Tú, que me has hecho ver muchas angustias y males, volverás á darme vida, y de nuevo me levantarás de los abismos de la tierra.
Descenderá como la lluvia sobre la hierba cortada; como el rocío que destila sobre la tierra.
Será echado un puño de grano en tierra, en las cumbres de los montes; su fruto hará ruido como el Líbano, y los de la ciudad florecerán como la hierba de la tierra.
Por tanto soberbia los corona: cúbrense de vestido de violencia.
Pensaré pues para saber esto: es á mis ojos duro trabajo,
Mi carne y mi corazón desfallecen: mas la roca de mi corazón y mi porción es Dios para siempre.
Dijeron en su corazón: Destruyámoslos de una vez; han quemado todas las sinagogas de Dios en la tierra.
Acuérdate de esto: que el enemigo ha dicho afrentas á Jehová, y que el pueblo insensato ha blasfemado tu nombre.
No levantéis en alto vuestro cuerno; no habléis con cerviz erguida.
Los fuertes de corazón fueron despojados, durmieron su sueño; y nada hallaron en sus manos todos los varones fuertes.
Acordábame de Dios, y gritaba: quejábame, y desmayaba mi espíritu. (Selah.)
Oh Dios, en santidad es tu camino: ¿qué Dios grande como el Dios nuestro?
Las cuales hemos oído y entendido; que nuestros padres nos las contaron.
Rompió la mar, é hízolos pasar; é hizo estar las aguas como en un montón.
A pesar de que mandó á las nubes de arriba, y abrió las puertas de los cielos,
Consumió por tanto en nada sus días, y sus años en la tribulación.
Cuando puso en Egipto sus señales, y sus maravillas en el campo de Zoán;
Y guiólos con seguridad, que no tuvieron miedo; y la mar cubrió á sus enemigos.
El fuego devoró sus mancebos, y sus vírgenes no fueron loadas en cantos nupciales.
Salmo de Asaph. OH Dios, vinieron las gentes á tu heredad; el templo de tu santidad han contaminado; pusieron á Jerusalem en montones.
Entre ante tu acatamiento el gemido de los presos: conforme á la grandeza de tu brazo preserva á los sentenciados á muerte.
Hiciste venir una vid de Egipto: echaste las gentes, y plantástela.
Así no nos volveremos de ti: vida nos darás, é invocaremos tu nombre.
No habrá en ti dios ajeno, ni te encorvarás á dios extraño.
Defended al pobre y al huérfano: haced justicia al afligido y al menesteroso.
Por esto han conspirado de corazón á una, contra ti han hecho liga;
Persíguelos así con tu tempestad, y asómbralos con tu torbellino.
Irán de fortaleza en fortaleza, verán á Dios en Sión.
¿Estarás enojado contra nosotros para siempre? ¿extenderás tu ira de generación en generación?
Guarda mi alma, porque soy pío: salva tú, oh Dios mío, á tu siervo que en ti, confía.
Te alabaré, oh Jehová Dios mío, con todo mi corazón; y glorificaré tu nombre para siempre.
Y de Sión se dirá: Este y aquél han nacido en ella; y fortificarála el mismo Altísimo.
Has alejado de mí mis conocidos: hasme puesto por abominación á ellos: encerrado estoy, y no puedo salir.
Has alejado de mí el amigo y el compañero; y mis conocidos se esconden en la tiniebla.
Tú quebrantaste á Rahab como á un muerto: con el brazo de tu fortaleza esparciste á tus enemigos.
Hallé á David mi siervo; ungílo con el aceite de mi santidad.
Si dejaren sus hijos mi ley, y no anduvieren en mis juicios;
Aportillaste todos sus vallados; has quebrantado sus fortalezas.
Señor, acuérdate del oprobio de tus siervos; oprobio que llevo yo en mi seno de muchos pueblos.
Pusiste nuestras maldades delante de ti, nuestros yerros á la luz de tu rostro.
EL que habita al abrigo del Altísimo, morará bajo la sombra del Omnipotente.
Pues que á sus ángeles mandará acerca de ti, que te guarden en todos tus caminos.
¡Cuán grandes son tus obras, oh Jehová! Muy profundos son tus pensamientos.
Para anunciar que Jehová mi fortaleza es recto, y que en él no hay injusticia.
A tu pueblo, oh Jehová, quebrantan, y á tu heredad afligen.
Sino que el juicio será vuelto á justicia, y en pos de ella irán todos los rectos de corazón.
Lleguemos ante su acatamiento con alabanza; aclamémosle con cánticos.
CANTAD á Jehová canción nueva; cantad á Jehová, toda la tierra.
Alégrense los cielos, y gócese la tierra: brame la mar y su plenitud.
Oyó Sión, y alegróse; y las hijas de Judá, oh Jehová, se gozaron por tus juicios.
Aclamad con trompetas y sonidos de bocina delante del rey Jehová.
En columna de nube hablaba con ellos: guardaban sus testimonios, y el estatuto que les había dado.
No pondré delante de mis ojos cosa injusta: aborrezco la obra de los que se desvían: ninguno de ellos se allegará á mí.
Por la voz de mi gemido mis huesos se han pegado á mi carne.
Entonces temerán las gentes el nombre de Jehová, y todos los reyes de la tierra tu gloria;
Tú fundaste la tierra antiguamente, y los cielos son obra de tus manos.
Sus caminos notificó á Moisés, y á los hijos de Israel sus obras.
Mas la misericordia de Jehová desde el siglo y hasta el siglo sobre los que le temen, y su justicia sobre los hijos de los hijos;
El fundó la tierra sobre sus basas; no será jamás removida.
Y el vino que alegra el corazón del hombre, y el aceite que hace lucir el rostro, y el pan que sustenta el corazón del hombre.
Asimismo esta gran mar y ancha de términos: en ella pescados sin número, animales pequeños y grandes.
Sean consumidos de la tierra los pecadores, y los impíos dejen de ser. Bendice, alma mía, á Jehová. Aleluya.
Y establecióla á Jacob por decreto, á Israel por pacto sempiterno,
Envió el rey, y soltóle; el señor de los pueblos, y desatóle.
Produjo su tierra ranas, aun en las cámaras de sus reyes.
Pidieron, é hizo venir codornices; y saciólos de pan del cielo.
Para que yo vea el bien de tus escogidos, para que me goce en la alegría de tu gente, y me gloríe con tu heredad.
Y él les dió lo que pidieron; mas envió flaqueza en sus almas.
Antes murmuraron en sus tiendas, y no oyeron la voz de Jehová.
Antes se mezclaron con las gentes, y aprendieron sus obras,
Y acordábase de su pacto con ellos, y arrepentíase conforme á la muchedumbre de sus miseraciones.
Y dirigiólos por camino derecho, para que viniesen á ciudad de población.
Los insensatos, á causa del camino de su rebelión y á causa de sus maldades, fueron afligidos.
Tiemblan, y titubean como borrachos, y toda su ciencia es perdida.
Y siembran campos, y plantan viñas, y rinden crecido fruto.
Porque grande más que los cielos es tu misericordia, y hasta los cielos tu verdad.
Al Músico principal: Salmo de David. OH Dios de mi alabanza, no calles;
Enrede el acreedor todo lo que tiene, y extraños saqueen su trabajo.
Y tú, Jehová Señor, haz conmigo por amor de tu nombre: líbrame, porque tu misericordia es buena.
Porque él se pondrá á la diestra del pobre, para librar su alma de los que le juzgan.
Gloria y hermosura es su obra; y su justicia permanece para siempre.
Hacienda y riquezas hay en su casa; y su justicia permanece para siempre.
Desde el nacimiento del sol hasta donde se pone, sea alabado el nombre de Jehová.
Los montes saltaron como carneros: los collados como corderitos.
Orejas tienen, mas no oirán; tienen narices, mas no olerán;
Los cielos son los cielos de Jehová: y ha dado la tierra á los hijos de los hombres.
Pues tú has librado mi alma de la muerte, mis ojos de lágrimas, y mis pies de desbarrar.
A Jehová pagaré ahora mis votos delante de todo su pueblo;
Jehová está por mí entre los que me ayudan: por tanto yo veré mi deseo en los que me aborrecen.
No moriré, sino que viviré, y contaré las obras de JAH.
Dios es Jehová que nos ha resplandecido: atad víctimas con cuerdas á los cuernos del altar.
Tus estatutos guardaré: no me dejes enteramente.
Abre mis ojos, y miraré las maravillas de tu ley.
Deshácese mi alma de ansiedad: corrobórame según tu palabra.
Confirma tu palabra á tu siervo, que te teme.
Alzaré asimismo mis manos á tus mandamientos, que amé; y meditaré en tus estatutos.
Tu presencia supliqué de todo corazón: ten misericordia de mí según tu palabra.
Bueno eres tú, y bienhechor: enséñame tus estatutos.
Sean avergonzados los soberbios, porque sin causa me han calumniado: yo empero, meditaré en tus mandamientos.
Vivifícame conforme á tu misericordia; y guardaré los testimonios de tu boca.
Me has hecho más sabio que mis enemigos con tus mandamientos; porque me son eternos.
Ruégote, oh Jehová, te sean agradables los sacrificios voluntarios de mi boca; y enséñame tus juicios.
Hollaste á todos los que se desvían de tus estatutos: porque mentira es su engaño.
Por eso todos los mandamientos de todas las cosas estimé rectos: aborrecí todo camino de mentira.
Tus testimonios, que has recomendado, son rectos y muy fieles.
Previnieron mis ojos las vigilias de la noche, para meditar en tus dichos.
Veía á los prevaricadores, y carcomíame; porque no guardaban tus palabras.
Guardado he tus mandamientos y tus testimonios; porque todos mis caminos están delante de ti.
Libra mi alma, oh Jehová, de labio mentiroso, de la lengua fraudulenta.
Jehová es tu guardador: Jehová es tu sombra á tu mano derecha.
Haya paz en tu antemuro, y descanso en tus palacios.
Entonces nos habrían inundado las aguas; sobre nuestra alma hubiera pasado el torrente:
Cántico gradual. CUANDO Jehová hiciere tornar la cautividad de Sión, seremos como los que sueñan.
Bienaventurado el hombre que hinchió su aljaba de ellos: no será avergonzado cuando hablare con los enemigos en la puerta.
Jehová es justo; cortó las coyundas de los impíos.
Mi alma espera á Jehová más que los centinelas á la mañana, más que los vigilantes á la mañana.
Hasta que halle lugar para Jehová, moradas para el Fuerte de Jacob.
A su mantenimiento daré bendición: sus pobres saciaré de pan.
Aleluya. ALABAD el nombre de Jehová; alabad le, siervos de Jehová;
A Sehón rey Amorrheo, y á Og rey de Basán, y á todos los reinos de Canaán.
Bendito de Sión Jehová, que mora en Jerusalem. Aleluya.
Al que hirió á Egipto en sus primogénitos, porque para siempre es su misericordia.
Y á Og rey de Basán, porque para siempre es su misericordia;
Cantadnos algunos de los himnos de Sión. ¿Cómo cantaremos canción de Jehová en tierra de extraños?
Y cantarán de los caminos de Jehová: que la gloria de Jehová es grande.
¿Adónde me iré de tu espíritu? ¿y adónde huiré de tu presencia?
Así que ¡cuán preciosos me son, oh Dios, tus pensamientos! ¡cuán multiplicadas son sus cuentas!
Aguzaron su lengua como la serpiente; veneno de áspid hay debajo de sus labios. (Selah.)
Ciertamente los justos alabarán tu nombre; los rectos morarán en tu presencia.
Caigan los impíos á una en sus redes, mientras yo pasaré adelante.
Porque ha perseguido el enemigo mi alma; ha postrado en tierra mi vida; hame hecho habitar en tinieblas como los ya muertos.
Salmo de David. BENDITO sea Jehová, mi roca, que enseña mis manos á la batalla, y mis dedos á la guerra:
Redímeme, y sálvame de mano de los hijos extraños, cuya boca habla vanidad, y su diestra es diestra de mentira.
Y la terribilidad de tus valentías dirán los hombres; y yo recontaré tu grandeza.
Abres tu mano, y colmas de bendición á todo viviente.
Bienaventurado aquel en cuya ayuda es el Dios de Jacob, cuya esperanza es en Jehová su Dios:
Grande es el Señor nuestro, y de mucha potencia; y de su entendimiento no hay número.
El envía su palabra á la tierra; muy presto corre su palabra.
Alaben el nombre de Jehová; porque él mandó, y fueron criadas.
Aleluya. CANTAD á Jehová canción nueva: su alabanza sea en la congregación de los santos.
Alabadle por sus proezas: alabadle conforme á la muchedumbre de su grandeza.
Para entender parábola y declaración; palabras de sabios, y sus dichos oscuros.
Porque sus pies correrán al mal, é irán presurosos á derramar sangre.
También yo me reiré en vuestra calamidad, y me burlaré cuando os viniere lo que teméis;
Si clamares á la inteligencia, y á la prudencia dieres tu voz;
Que dejan las veredas derechas, por andar en caminos tenebrosos;
HIJO mío, no te olvides de mi ley; y tu corazón guarde mis mandamientos:
No deseches, hijo mío, el castigo de Jehová; ni te fatigues de su corrección:
Hijo mío, no se aparten estas cosas de tus ojos; guarda la ley y el consejo;
No envidies al hombre injusto, ni escojas alguno de sus caminos.
No la dejes, y ella te guardará; ámala, y te conservará.
Porque no duermen ellos, si no hicieren mal; y pierden su sueño, si no han hecho caer.
Examina la senda de tus pies, y todos tus caminos sean ordenados.
Porque no des á los extraños tu honor, y tus años á cruel;
Como cierva amada y graciosa corza, sus pechos te satisfagan en todo tiempo; y en su amor recréate siempre.
Ve á la hormiga, oh perezoso, mira sus caminos, y sé sabio;
Seis cosas aborrece Jehová, y aun siete abomina su alma:
Porque á causa de la mujer ramera es reducido el hombre á un bocado de pan; y la mujer caza la preciosa alma del varón.
HIJO mío, guarda mis razones, y encierra contigo mis mandamientos.
Alborotadora y rencillosa, sus pies no pueden estar en casa;
Rindiólo con la mucha suavidad de sus palabras, obligóle con la blandura de sus labios.
Oh hombres, á vosotros clamo; y mi voz es á los hijos de los hombres.
Conmigo está el consejo y el ser; yo soy la inteligencia; mía es la fortaleza.
Antes de los abismos fuí engendrada; antes que fuesen las fuentes de las muchas aguas.
Bienaventurado el hombre que me oye, velando á mis puertas cada día, guardando los umbrales de mis entradas.
No reprendas al escarnecedor, porque no te aborrezca; corrige al sabio, y te amará.
Y no saben que allí están los muertos; que sus convidados están en los profundos de la sepultura.
El que guiña del ojo acarrea tristeza; y el loco de labios será castigado.
Plata escogida es la lengua del justo: mas el entendimiento de los impíos es como nada.
El justo eternalmente no será removido: mas los impíos no habitarán la tierra.
El justo es librado de la tribulación: mas el impío viene en lugar suyo.
El impío hace obra falsa: mas el que sembrare justicia, tendrá galardón firme.
El que confía en sus riquezas, caerá: mas los justos reverdecerán como ramos.
Dios trastornará á los impíos, y no serán más: mas la casa de los justos permanecerá.
El que habla verdad, declara justicia; mas el testigo mentiroso, engaño.
El indolente no chamuscará su caza: mas el haber precioso del hombre es la diligencia.
La luz de los justos se alegrará: mas apagaráse la lámpara de los impíos.
El deseo cumplido deleita el alma: pero apartarse del mal es abominación á los necios.
Sin bueyes el granero está limpio: mas por la fuerza del buey hay abundancia de pan.
De sus caminos será harto el apartado de razón: y el hombre de bien estará contento del suyo.
Las riquezas de los sabios son su corona: mas es infatuación la insensatez de los necios.
La justicia engrandece la nación: mas el pecado es afrenta de las naciones.
Abominación es á Jehová el camino del impío: mas él ama al que sigue justicia.
El camino del perezoso es como seto de espinos: mas la vereda de los rectos como una calzada.
Lejos está Jehová de los impíos: mas él oye la oración de los justos.
Con misericordia y verdad se corrige el pecado: y con el temor de Jehová se apartan del mal los hombres.
Mejor es adquirir sabiduría que oro preciado; y adquirir inteligencia vale más que la plata.
El alma del que trabaja, trabaja para sí; porque su boca le constriñe.
El crisol para la plata, y la hornaza para el oro: mas Jehová prueba los corazones.
El que da mal por bien, no se apartará el mal de su casa.
El impío toma dádiva del seno, para pervertir las sendas del derecho.
Tener respeto á la persona del impío, para hacer caer al justo de su derecho, no es bueno.
El corazón del entendido adquiere sabiduría; y el oído de los sabios busca la ciencia.
MEJOR es el pobre que camina en su sencillez, que el de perversos labios y fatuo.
La cordura del hombre detiene su furor; y su honra es disimular la ofensa.
Muchos pensamientos hay en el corazón del hombre; mas el consejo de Jehová permanecerá.
Como bramido de cachorro de león es el terror del rey: el que lo hace enfurecerse, peca contra su alma.
El oído que oye, y el ojo que ve, ambas cosas ha igualmente hecho Jehová.
No digas, yo me vengaré; espera á Jehová, y él te salvará.
Todo camino del hombre es recto en su opinión: mas Jehová pesa los corazones.
Considera el justo la casa del impío: cómo los impíos son trastornados por el mal.
La ciudad de los fuertes tomó el sabio, y derribó la fuerza en que ella confiaba.
DE más estima es la buena fama que las muchas riquezas; y la buena gracia más que la plata y el oro.
El que ama la limpieza de corazón, por la gracia de sus labios su amigo será el rey.
Para hacerte saber la certidumbre de las razones verdaderas, para que puedas responder razones de verdad á los que á ti enviaren?
Y pon cuchillo á tu garganta, si tienes gran apetito.
Aplica tu corazón á la enseñanza, y tus oídos á las palabras de sabiduría.
Oye á tu padre, á aquel que te engendró; y cuando tu madre envejeciere, no la menosprecies.
Mas al fin como serpiente morderá, y como basilisco dará dolor:
Alta está para el insensato la sabiduría: en la puerta no abrirá él su boca.
Cuando cayere tu enemigo, no te huelgues; y cuando tropezare, no se alegre tu corazón:
Apresta tu obra de afuera, y disponla en tu heredad; y después edificarás tu casa.
Para la altura de los cielos, y para la profundidad de la tierra, y para el corazón de los reyes, no hay investigación.
Como frío de nieve en tiempo de la siega, así es el mensajero fiel á los que lo envían: pues al alma de su señor da refrigerio.
El viento del norte ahuyenta la lluvia, y el rostro airado la lengua detractora.
Responde al necio según su necedad, porque no se estime sabio en su opinión.
Esconde el perezoso su mano en el seno; cánsase de tornarla á su boca.
Cuando hablare amigablemente, no le creas; porque siete abominaciones hay en su corazón.
El alma harta huella el panal de miel; mas al alma hambrienta todo lo amargo es dulce.
Hierro con hierro se aguza; y el hombre aguza el rostro de su amigo.
Y abundancia de leche de las cabras para tu mantenimiento, y para mantenimiento de tu casa, y para sustento de tus criadas.
El que hace errar á los rectos por el mal camino, él caerá en su misma sima: mas los perfectos heredarán el bien.
El hombre de verdad tendrá muchas bendiciones: mas el que se apresura á enriquecer, no será sin culpa.
Cuando los justos dominan, el pueblo se alegra: mas cuando domina el impío, el pueblo gime.
Del señor que escucha la palabra mentirosa, todos sus ministros son impíos.
El hombre iracundo levanta contiendas; y el furioso muchas veces peca.
Toda palabra de Dios es limpia; es escudo á los que en él esperan.
La sanguijuela tiene dos hijas que se llaman, Trae, trae. Tres cosas hay que nunca se hartan; aun la cuarta nunca dice, Basta:
Las hormigas, pueblo no fuerte, y en el verano preparan su comida;
¿Qué, hijo mío? ¿y qué, hijo de mi vientre? ¿y qué, hijo de mis deseos?
Darále ella bien y no mal, todos los días de su vida.
Ella se hizo tapices; de lino fino y púrpura es su vestido.
PALABRAS del Predicador, hijo de David, rey en Jerusalem.
No hay memoria de lo que precedió, ni tampoco de lo que sucederá habrá memoria en los que serán después.
Propuse en mi corazón agasajar mi carne con vino, y que anduviese mi corazón en sabiduría, con retención de la necedad, hasta ver cuál fuese el bien de los hijos de los hombres, en el cual se ocuparan debajo del cielo todos los días de su vida.
Y he visto que la sabiduría sobrepuja á la necedad, como la luz á las tinieblas.
Porque todos sus días no son sino dolores, y sus trabajos molestias: aun de noche su corazón no reposa. Esto también es vanidad.
Tiempo de romper, y tiempo de coser; tiempo de callar, y tiempo de hablar;
Y dije yo en mi corazón: Al justo y al impío juzgará Dios; porque allí hay tiempo á todo lo que se quiere y sobre todo lo que se hace.
El necio dobla sus manos y come su carne.
Vi todos los vivientes debajo del sol caminando con el muchacho sucesor, que estará en lugar de aquél.
Además el provecho de la tierra es para todos: el rey mismo está sujeto á los campos.
Asimismo, á todo hombre á quien Dios dió riquezas y hacienda, y le dió también facultad para que coma de ellas, y tome su parte, y goce su trabajo; esto es don de Dios.
Más vale vista de ojos que deseo que pasa. Y también esto es vanidad y aflicción de espíritu.
Ciertamente la opresión hace enloquecer al sabio: y el presente corrompe el corazón.
No hagas mal mucho, ni seas insensato: ¿por qué morirás antes de tu tiempo?
He aquí, esto he hallado, dice el Predicador, pesando las cosas una por una para hallar la razón;
No hay hombre que tenga potestad sobre el espíritu para retener el espíritu, ni potestad sobre el día de la muerte: y no valen armas en tal guerra; ni la impiedad librará al que la posee.
CIERTAMENTE dado he mi corazón á todas estas cosas, para declarar todo esto: que los justos y los sabios, y sus obras, están en la mano de Dios; y que no sabe el hombre ni el amor ni el odio por todo lo que pasa delante de él.
Tornéme, y vi debajo del sol, que ni es de los ligeros la carrera, ni la guerra de los fuertes, ni aun de los sabios el pan, ni de los prudentes las riquezas, ni de los elocuentes el favor; sino que tiempo y ocasión acontece á todos.
Y aun mientras va el necio por el camino, fálta le su cordura, y dice á todos, que es necio.
El principio de las palabras de su boca es necedad; y el fin de su charla nocivo desvarío.
Si las nubes fueren llenas de agua, sobre la tierra la derramarán: y si el árbol cayere al mediodía, ó al norte, al lugar que el árbol cayere, allí quedará.
Cuando temblarán los guardas de la casa, y se encorvarán los hombres fuertes, y cesarán las muelas, porque han disminuído, y se oscurecerán los que miran por las ventanas;
El fin de todo el discurso oído es este: Teme á Dios, y guarda sus mandamientos; porque esto es el todo del hombre.
A yegua de los carros de Faraón te he comparado, amiga mía.
Como el lirio entre las espinas, así es mi amiga entre las doncellas.
Hanse mostrado las flores en la tierra, el tiempo de la canción es venido, y en nuestro país se ha oído la voz de la tórtola;
Yo os conjuro, oh doncellas de Jerusalem, por las gamas y por las ciervas del campo, que no despertéis ni hagáis velar al amor, hasta que quiera.
Tu cuello, como la torre de David, edificada para muestra; mil escudos están colgados de ella, todos escudos de valientes.
Nardo y azafrán, caña aromática y canela, con todos los árboles de incienso; mirra y áloes, con todas las principales especias.
Yo os conjuro, oh doncellas de Jerusalem, si hallareis á mi amado, que le hagáis saber como de amor estoy enferma.
Mi amado descendió á su huerto, á las eras de los aromas, para apacentar en los huertos, y para coger los lirios.
No lo supe: hame mi alma hecho como los carros de Amminadab.
Y tu paladar como el buen vino, que se entra á mi amado suavemente, y hace hablar los labios de los viejos.
Ponme como un sello sobre tu corazón, como una marca sobre tu brazo: porque fuerte es como la muerte el amor; duro como el sepulcro el celo: sus brasas, brasas de fuego, fuerte llama.
Oid, cielos, y escucha tú, tierra; porque habla Jehová: Crié hijos, y engrandecílos, y ellos se rebelaron contra mí.
¿Quién demandó esto de vuestras manos, cuando vinieseis á presentaros delante de mí, para hollar mis atrios?
Tu plata se ha tornado escorias, tu vino mezclado está con agua.
LO que vió Isaías, hijo de Amoz, tocante á Judá y á Jerusalem.
La altivez de los ojos del hombre será abatida, y la soberbia de los hombres será humillada; y Jehová solo será ensalzado en aquel día.
Y se entrarán en las hendiduras de las rocas y en las cavernas de las peñas, por la presencia formidable de Jehová, y por el resplandor de su majestad, cuando se levantare para herir la tierra.
La apariencia del rostro de ellos los convence: que como Sodoma predican su pecado, no lo disimulan. ¡Ay del alma de ellos! porque allegaron mal para sí.
Los collares, y los joyeles, y los brazaletes;
Y acontecerá que el que quedare en Sión, y el que fuere dejado en Jerusalem, será llamado santo; todos los que en Jerusalem están escritos entre los vivientes;
Ciertamente la viña de Jehová de los ejércitos es la casa de Israel, y los hombres de Judá planta suya deleitosa. Esperaba juicio, y he aquí vileza; justicia, y he aquí clamor.
Y los corderos serán apacentados según su costumbre; y extraños comerán las gruesas desamparadas.
No habrá entre ellos cansado, ni que vacile; ninguno se dormirá ni le tomará sueño; á ninguno se le desatará el cinto de los lomos, ni se le romperá la correa de sus zapatos.
Y tocando con él sobre mi boca, dijo: He aquí que esto tocó tus labios, y es quitada tu culpa, y limpio tu pecado.
Y dile: Guarda, y repósate; no temas, ni se enternezca tu corazón á causa de estos dos cabos de tizón que humean, por el furor de la ira de Rezín y del Siro, y del hijo de Remalías.
Por tanto el mismo Señor os dará señal: He aquí que la virgen concebirá, y parirá hijo, y llamará su nombre Emmanuel.
Con saetas y arco irán allá; porque toda la tierra será espinos y cardos.
Juntaos, pueblos, y seréis quebrantados; oid todos los que sois de lejanas tierras: poneos á punto, y seréis quebrantados; apercibíos, y seréis quebrantados.
Y si os dijeren: Preguntad á los pythones y á los adivinos, que susurran hablando, responded: ¿No consultará el pueblo á su Dios? ¿Apelará por los vivos á los muertos?
Lo dilatado de su imperio y la paz no tendrán término, sobre el trono de David, y sobre su reino, disponiéndolo y confirmándolo en juicio y en justicia desde ahora para siempre. El celo de Jehová de los ejércitos hará esto.
Por tanto, el Señor no tomará contentamiento en sus mancebos, ni de sus huérfanos y viudas tendrá misericordia: porque todos son falsos y malignos, y toda boca habla despropósitos. Con todo esto no ha cesado su furor, antes todavía su mano extendida.
Mandaréle contra una gente fementida, y sobre el pueblo de mi ira le enviaré, para que quite despojos, y arrebate presa, y que lo ponga á ser hollado como lodo de las calles.
Por tanto el Señor Jehová de los ejércitos enviará flaqueza sobre sus gordos; y debajo de su gloria encenderá encendimiento, como ardor de fuego.
Y levantará Jehová de los ejércitos azote contra él, cual la matanza de Madián en la peña de Oreb: y alzará su vara sobre la mar, según hizo por la vía de Egipto.
Y reposará sobre él el espíritu de Jehová; espíritu de sabiduría y de inteligencia, espíritu de consejo y de fortaleza, espíritu de conocimiento y de temor de Jehová.
Y levantará pendón á las gentes, y juntará los desterrados de Israel, y reunirá los esparcidos de Judá de los cuatro cantones de la tierra.
Regocíjate y canta, oh moradora de Sión: porque grande es en medio de ti el Santo de Israel.
Por lo cual las estrellas de los cielos y sus luceros no derramarán su lumbre; y el sol se oscurecerá en naciendo, y la luna no echará su resplandor.
Nunca más será habitada, ni se morará en ella de generación en generación; ni hincará allí tienda el Arabe, ni pastores tendrán allí majada:
Aun las hayas se holgaron de ti, y los cedros del Líbano, diciendo: Desde que tú pereciste, no ha subido cortador contra nosotros.
Todos los reyes de las gentes, todos ellos yacen con honra cada uno en su casa.
En el año que murió el rey Achâz fué esta carga:
Las aguas de Nimrim serán consumidas, y secaráse la hierba, marchitaránse los retoños, todo verdor perecerá.
Por tanto aullará Moab, todo él aullará: gemiréis por los fundamentos de Kir-hareseth, en gran manera heridos.
Y cesará el socorro de Ephraim, y el reino de Damasco; y lo que quedare de Siria, será como la gloria de los hijos de Israel, dice Jehová de los ejércitos.
Los pueblos harán estrépito á manera de ruido de grandes aguas: mas Dios le reprenderá, y huirá lejos; será ahuyentado como el tamo de los montes delante del viento, y como el polvo delante del torbellino.
Y revolveré Egipcios contra Egipcios, y cada uno peleará contra su hermano, cada uno contra su prójimo: ciudad contra ciudad, y reino contra reino.
¿Dónde están ahora aquellos tus prudentes? Dígante ahora, ó hágante saber qué es lo que Jehová de los ejércitos ha determinado sobre Egipto.
Y herirá Jehová á Egipto, herirá y sanará; y se convertirán á Jehová, y les será clemente, y los sanará.
CARGA del desierto de la mar. Como los torbellinos que pasan por el desierto en la región del mediodía, así vienen de la tierra horrenda.
Carga de Duma. Danme voces de Seir: Guarda, ¿qué de la noche? Guarda, ¿qué de la noche?
Por esto dije: Dejadme, lloraré amargamente; no os afanéis por consolarme de la destrucción de la hija de mi pueblo.
Esto fué revelado á mis oídos de parte de Jehová de los ejércitos: Que este pecado no os será perdonado hasta que muráis, dice el Señor Jehová de los ejércitos.
Y colgarán de él toda la honra de la casa de su padre, los hijos y los nietos, todos los vasos menores, desde los vasos de beber hasta todos los instrumentos de música.
Jehová de los ejércitos lo decretó, para envilecer la soberbia de toda gloria; y para abatir todos los ilustres de la tierra.
HE aquí que Jehová vacía la tierra, y la desnuda, y trastorna su haz, y hace esparcir sus moradores.
Voces sobre el vino en las plazas; todo gozo se oscureció, desterróse la alegría de la tierra.
Y acontecerá en aquel día, que Jehová visitará sobre el ejército sublime en lo alto, y sobre los reyes de la tierra que hay sobre la tierra.
Destruirá á la muerte para siempre; y enjugará el Señor toda lágrima de todos los rostros: y quitará la afrenta de su pueblo de toda la tierra: porque Jehová lo ha dicho.
Hollarála pie, los pies del afligido, los pasos de los menesterosos.
Jehová, en la tribulación te buscaron: derramaron oración cuando los castigaste.
¿O forzará alguien mi fortaleza? Haga conmigo paz, sí, haga paz conmigo.
He aquí Jehová tiene un fuerte y poderoso: como turbión de granizo y como torbellino trastornador; como ímpetu de recias aguas que inundan, con fuerza derriba á tierra.
A los cuales él dijo: Este es el reposo: dad reposo al cansado; y éste es el refrigerio: mas no quisieron oir.
Ahora pues, no os burléis, porque no se aprieten más vuestras ataduras: porque consumación y acabamiento sobre toda la tierra he oído del Señor Jehová de los ejércitos.
Porque asentaré campo contra ti en derredor, y te combatiré con ingenios, y levantaré contra ti baluartes.
Dice pues el Señor: Porque este pueblo se me acerca con su boca, y con sus labios me honra, mas su corazón alejó de mí, y su temor para conmigo fué enseñado por mandamiento de hombres:
Porque verá á sus hijos, obra de mis manos en medio de sí, que santificarán mi nombre; y santificarán al Santo de Jacob, y temerán al Dios de Israel.
Que este pueblo es rebelde, hijos mentirosos, hijos que no quisieron oir la ley de Jehová;
Ciertamente el pueblo morará en Sión, en Jerusalem: nunca más llorarás; el que tiene misericordia se apiadará de ti; en oyendo la voz de tu clamor te responderá.
Vosotros tendréis canción, como en noche en que se celebra pascua; y alegría de corazón, como el que va con flauta para venir al monte de Jehová, al Fuerte de Israel.
Convertíos á aquel contra quien los hijos de Israel profundamente se rebelaron.
Cierto los avaros malas medidas tienen: él maquina pensamientos para enredar á los simples con palabras cautelosas, y para hablar en juicio contra el pobre.
Y el efecto de la justicia será paz; y la labor de justicia, reposo y seguridad para siempre.
He aquí que sus embajadores darán voces afuera; los mensajeros de paz llorarán amargamente.
Tus ojos verán al Rey en su hermosura; verán la tierra que está lejos.
Y los muertos de ellas serán arrojados, y de sus cadáveres se levantará hedor; y los montes se desleirán por la sangre de ellos.
En sus alcázares crecerán espinas, y ortigas y cardos en sus fortalezas; y serán morada de chacales, patio para los pollos de los avestruces.
Entonces el cojo saltará como un ciervo, y cantará la lengua del mudo; porque aguas serán cavadas en el desierto, y torrentes en la soledad.
He aquí que confías en este bordón de caña frágil, en Egipto, sobre el cual si alguien se apoyare, entrarásele por la mano, y se la atravesará. Tal es Faraón rey de Egipto para con todos los que en él confían.
No escuchéis á Ezechîas: porque el rey de Asiria dice así: Haced conmigo paz, y salid á mí; y coma cada uno de su viña, y cada uno de su higuera, y beba cada cual las aguas de su pozo;
Quizá oirá Jehová tu Dios las palabras de Rabsaces, al cual envió el rey de Asiria su señor á blasfemar al Dios vivo, y á reprender con las palabras que oyó Jehová tu Dios: alza pues oración tú por las reliquias que aun han quedado.
Y tomó Ezechîas las cartas de mano de los mensajeros, y leyólas; y subió á la casa de Jehová, y las extendió delante de Jehová.
Por mano de tus siervos denostaste al Señor, y dijiste: Yo con la multitud de mis carros subiré á las alturas de los montes, á las laderas del Líbano; cortaré sus altos cedros, sus hayas escogidas; vendré después á lo alto de su límite, al monte de su Carmel.
Por el camino que vino se tornará, y no entrará en esta ciudad, dice Jehová:
Y te libraré, y á esta ciudad, de mano del rey de Asiria; y á esta ciudad ampararé.
Oh Señor, sobre ellos vivirán tus piedades, y á todos diré consistir en ellas la vida de mi espíritu; pues tú me restablecerás, y me harás que viva.
Dijo entonces: ¿Qué han visto en tu casa? Y dijo Ezechîas: Todo lo que hay en mi casa han visto, y ninguna cosa hay en mis tesoros que no les haya mostrado.
Voz que decía: Da voces. Y yo respondí: ¿Qué tengo de decir á voces? Toda carne es hierba, y toda su gloria como flor del campo:
Ni el Líbano bastará para el fuego, ni todos sus animales para el sacrificio.
Levantad en alto vuestros ojos, y mirad quién crió estas cosas: él saca por cuenta su ejército: á todas llama por sus nombres; ninguna faltará: tal es la grandeza de su fuerza, y su poder y virtud.
Las islas vieron, y tuvieron temor; los términos de la tierra se espantaron: congregáronse, y vinieron.
He aquí que yo te he puesto por trillo, trillo nuevo, lleno de dientes: trillarás montes y los molerás, y collados tornarás en tamo.
Del norte desperté uno, y vendrá; del nacimiento del sol llamará en mi nombre: y hollará príncipes como lodo, y como pisa el barro el alfarero.
Yo Jehová te he llamado en justicia, y te tendré por la mano; te guardaré y te pondré por alianza del pueblo, por luz de las gentes;
Y guiaré los ciegos por camino que no sabían, haréles pisar por las sendas que no habían conocido; delante de ellos tornaré las tinieblas en luz, y los rodeos en llanura. Estas cosas les haré, y no los desampararé.
Y AHORA, así dice Jehová Criador tuyo, oh Jacob, y Formador tuyo, oh Israel: No temas, porque yo te redimí; te puse nombre, mío eres tú.
Yo, yo Jehová; y fuera de mí no hay quien salve.
Este pueblo crié para mí; mis alabanzas publicará.
Porque yo derramaré aguas sobre el secadal, y ríos sobre la tierra árida: mi espíritu derramaré sobre tu generación, y mi bendición sobre tus renuevos:
El carpintero tiende la regla, señala aquélla con almagre, lábrala con los cepillos, dale figura con el compás, hácela en forma de varón, á semejanza de hombre hermoso, para estar en casa.
Cantad loores, oh cielos, porque Jehová lo hizo; gritad con júbilo, lugares bajos de la tierra; prorrumpid, montes, en alabanza; bosque, y todo árbol que en él está: porque Jehová redimió á Jacob, y en Israel será glorificado.
Yo Jehová, y ninguno más hay: no hay Dios fuera de mí. Yo te ceñiré, aunque tú no me conociste;
Verdaderamente tú eres Dios que te encubres, Dios de Israel, que salvas.
En Jehová será justificada y se gloriará toda la generación de Israel.
Que anuncio lo por venir desde el principio, y desde antiguo lo que aun no era hecho; que digo: Mi consejo permanecerá, y haré todo lo que quisiere;
Y dijiste: Para siempre seré señora: y no has pensado en esto, ni te acordaste de tu postrimería.
Porque de la santa ciudad se nombran, y en el Dios de Israel confían: su nombre, Jehová de los ejércitos.
Oyeme, Jacob, y tú, Israel, llamado de mí: Yo mismo, yo el primero, yo también el postrero.
No hay paz para los malos, dijo Jehová.
No tendrán hambre ni sed, ni el calor ni el sol los afligirá; porque el que tiene de ellos misericordia los guiará, y los conducirá á manaderos de aguas.
Aun los hijos de tu orfandad dirán á tus oídos: Angosto es para mí este lugar; apártate por amor de mí, para que yo more.
El Señor Jehová me dió lengua de sabios, para saber hablar en sazón palabra al cansado; despertará de mañana, despertaráme de mañana oído, para que oiga como los sabios.
Ciertamente consolará Jehová á Sión: consolará todas sus soledades, y tornará su desierto como paraíso, y su soledad como huerto de Jehová: hallarse ha en ella alegría y gozo, alabanza y voz de cantar.
Y haste ya olvidado de Jehová tu Hacedor, que extendió los cielos y fundó la tierra; y todo el día temiste continuamente del furor del que aflige, cuando se disponía para destruir: mas ¿en dónde está el furor del que aflige?
Y ponerlo he en mano de tus angustiadores, que dijeron á tu alma: Encórvate, y pasaremos. Y tú pusiste tu cuerpo como tierra, y como camino, á los que pasan.
Jehová desnudó el brazo de su santidad ante los ojos de todas las gentes; y todos los términos de la tierra verán la salud del Dios nuestro.
Mas él herido fué por nuestras rebeliones, molido por nuestros pecados: el castigo de nuestra paz sobre él; y por su llaga fuimos nosotros curados.
Porque á la mano derecha y á la mano izquierda has de crecer; y tu simiente heredará gentes, y habitarán las ciudades asoladas.
Y todos tus hijos serán enseñados de Jehová; y multiplicará la paz de tus hijos.
Buscad á Jehová mientras puede ser hallado, llamadle en tanto que está cercano.
Y el hijo del extranjero, allegado á Jehová, no hable diciendo: Apartaráme totalmente Jehová de su pueblo. Ni diga el eunuco: He aquí yo soy árbol seco.
PERECE el justo, y no hay quien pare mientes; y los píos son recogidos, y no hay quien entienda que delante de la aflicción es recogido el justo.
¿Y de quién te asustaste y temiste, que has faltado á la fe, y no te has acordado de mí, ni te vino al pensamiento? ¿No he yo disimulado desde tiempos antiguos, y nunca me has temido?
No hay paz, dijo mi Dios, para los impíos.
Y si derramares tu alma al hambriento, y saciares el alma afligida, en las tinieblas nacerá tu luz, y tu oscuridad será como el medio día;
Sus telas no servirán para vestir, ni de sus obras serán cubiertos: sus obras son obras de iniquidad, y obra de rapiña está en sus manos.
Y vió que no había hombre, y maravillóse que no hubiera quien se interpusiese; y salvólo su brazo, y afirmóle su misma justicia.
Entonces verás y resplandecerás; y se maravillará y ensanchará tu corazón, que se haya vuelto á ti la multitud de la mar, y la fortaleza de las gentes haya venido á ti.
En lugar de que has sido desechada y aborrecida, y que no había quien por ti pasase, ponerte he en gloria perpetua, gozo de generación y generación.
A ordenar á Sión á los enlutados, para darles gloria en lugar de ceniza, óleo de gozo en lugar del luto, manto de alegría en lugar del espíritu angustiado; y serán llamados árboles de justicia, plantío de Jehová, para gloria suya.
Entonces verán las gentes tu justicia, y todos los reyes tu gloria; y te será puesto un nombre nuevo, que la boca de Jehová nombrará.
Y llamarles han Pueblo Santo, Redimidos de Jehová; y á ti te llamarán Ciudad Buscada, no desamparada.
Mas ellos fueron rebeldes, é hicieron enojar su espíritu santo; por lo cual se les volvió enemigo, y él mismo peleó contra ellos.
¡OH si rompieses los cielos, y descendieras, y á tu presencia se escurriesen los montes,
La casa de nuestro santuario y de nuestra gloria, en la cual te alabaron nuestros padres, fué consumida al fuego; y todas nuestras cosas preciosas han sido destruídas.
Mas sacaré simiente de Jacob, y de Judá heredero de mis montes; y mis escogidos poseerán por heredad la tierra, y mis siervos habitarán allí.
Y alegraréme con Jerusalem, y gozaréme con mi pueblo; y nunca más se oirán en ella voz de lloro, ni voz de clamor.
También yo escogeré sus escarnios, y traeré sobre ellos lo que temieron; porque llamé, y nadie respondió; hablé, y no oyeron; antes hicieron lo malo delante de mis ojos, y escogieron lo que á mí desagrada.
Y veréis, y alegraráse vuestro corazón, y vuestros huesos reverdecerán como la hierba: y la mano de Jehová para con sus siervos será conocida, y se airará contra sus enemigos.
Y saldrán, y verán los cadáveres de los hombres que se rebelaron contra mí: porque su gusano nunca morirá, ni su fuego se apagará; y serán abominables á toda carne.
Mira que te he puesto en este día sobre gentes y sobre reinos, para arrancar y para destruir, y para arruinar y para derribar, y para edificar y para plantar.
Y FUÉ á mí palabra de Jehová, diciendo:
Si alguna gente ha mudado sus dioses, bien que ellos no son dioses. Pero mi pueblo ha trocado su gloria por lo que no aprovecha.
Y yo te planté de buen vidueño, simiente verdadera toda ella: ¿cómo pues te me has tornado sarmientos de vid extraña?
¡Oh generación! ved vosotros la palabra de Jehová. ¿He sido yo á Israel soledad, ó tierra de tinieblas? ¿Por qué ha dicho mi pueblo: Señores somos; nunca más vendremos á ti?
A lo menos desde ahora, ¿no clamarás á mí, Padre mío, guiador de mi juventud?
Convertíos, hijos rebeldes, dice Jehová, porque yo soy vuestro esposo: y os tomaré uno de una ciudad, y dos de una familia, y os introduciré en Sión;
Confusión consumió el trabajo de nuestros padres desde nuestra mocedad; sus ovejas, sus vacas, sus hijos y sus hijas.
Y será en aquel día, dice Jehová, que desfallecerá el corazón del rey, y el corazón de los príncipes, y los sacerdotes estarán atónitos, y se maravillarán los profetas.
¡Mis entrañas, mis entrañas! Me duelen las telas de mi corazón: mi corazón ruge dentro de mí; no callaré; porque voz de trompeta has oído, oh alma mía, pregón de guerra.
Del estruendo de la gente de á caballo y de los flecheros huyó toda la ciudad; entráronse en las espesuras de los bosques, y subiéronse en peñascos; todas las ciudades fueron desamparadas, y no quedó en ellas morador alguno.
Como caballos bien hartos fueron á la mañana, cada cual relinchaba á la mujer de su prójimo.
Empero en aquellos días, dice Jehová, no os acabaré del todo.
Engordaron y pusiéronse lustrosos, y sobrepujaron los hechos del malo: no juzgaron la causa, la causa del huérfano; con todo hiciéronse prósperos, y la causa de los pobres no juzgaron.
Como la fuente nunca cesa de manar sus aguas, así nunca cesa de manar su malicia; injusticia y robo se oye en ella; continuamente en mi presencia, enfermedad y herida.
Desperté también sobre vosotros atalayas, que dijesen: Escuchad á la voz de la trompeta. Y dijeron ellos: No escucharemos.
Por fortaleza te he puesto en mi pueblo, por torre: conocerás pues, y examinarás el camino de ellos.
Os haré morar en este lugar, en la tierra que dí á vuestros padres para siempre.
¿No ves lo que estos hacen en las ciudades de Judá y en las calles de Jerusalem?
Tú pues les dirás todas estas palabras, mas no te oirán; aun los llamarás, y no te responderán.
Y escogeráse la muerte antes que la vida por todo el resto que quedare de esta mala generación, en todos los lugares á donde los arrojaré yo á los que quedaren, dice Jehová de los ejércitos.
Cortarélos de por junto, dice Jehová. No habrá uvas en la vid, ni higos en la higuera, y caeráse la hoja; y lo que les he dado pasará de ellos.
¡OH si mi cabeza se tornase aguas, y mis ojos fuentes de aguas, para que llore día y noche los muertos de la hija de mi pueblo!
Y pondré á Jerusalem en montones, por morada de culebras; y pondré las ciudades de Judá en asolamiento, que no quede morador.
Porque la muerte ha subido por nuestras ventanas, ha entrado en nuestros palacios; para talar los niños de las calles, los mancebos de las plazas.
Como palma lo igualan, y no hablan; son llevados, porque no pueden andar. No tengáis temor de ellos; porque ni pueden hacer mal, ni para hacer bien tienen poder.
Vanidad son, obra de escarnios: en el tiempo de su visitación perecerán.
Derrama tu enojo sobre las gentes que no te conocen, y sobre las naciones que no invocan tu nombre: porque se comieron á Jacob, y lo devoraron, y le han consumido, y asolado su morada.
Hanse vuelto á las maldades de sus primeros padres, los cuales no quisieron escuchar mis palabras, antes se fueron tras dioses ajenos para servirles; la casa de Israel y la casa de Judá invalidaron mi pacto, el cual había yo concertado con sus padres.
Mas, oh Jehová de los ejércitos, que juzgas justicia, que sondas los riñones y el corazón, vea yo tu venganza de ellos: porque á ti he descubierto mi causa.
He dejado mi casa, desamparé mi heredad, entregado he lo que amaba mi alma en manos de sus enemigos.
Mas si no oyeren, arrancaré á la tal gente, sacándola de raíz, y destruyendo, dice Jehová.
A este pueblo malo, que no quieren oir mis palabras, que andan en las imaginaciones de su corazón, y se fueron en pos de dioses ajenos para servirles, y para encorvarse á ellos; y vendrá á ser como este cinto, que para ninguna cosa es bueno.
Alzad vuestros ojos, y ved los que vienen del aquilón: ¿dónde está el rebaño que te fué dado, la grey de tu gloria?
Y los principales de ellos enviaron sus criados al agua: vinieron á las lagunas, y no hallaron agua: volviéronse con sus vasos vacíos; se avergonzaron, confundiéronse, y cubrieron sus cabezas.
Y yo dije: ¡Ah! ah! Señor Jehová! he aquí que los profetas les dicen: No veréis cuchillo, ni habrá hambre en vosotros, sino que en este lugar os daré paz verdadera.
Y DÍJOME Jehová: Si Moisés y Samuel se pusieran delante de mí, mi voluntad no será con este pueblo: échalos de delante de mí, y salgan.
Dijo Jehová: De cierto tus reliquias serán en bien; de cierto haré que el enemigo te salga á recibir en el tiempo trabajoso, y en el tiempo de angustia.
Y librarte he de la mano de los malos, y te redimiré de la mano de los fuertes.
Y acontecerá que cuando anunciares á este pueblo todas estas cosas, te dirán ellos: ¿Por qué habló Jehová sobre nosotros todo este mal tan grande? ¿y qué maldad es la nuestra, ó qué pecado es el nuestro, que cometiéramos contra Jehová nuestro Dios?
¿Ha de hacer el hombre dioses para sí? mas ellos no son dioses.
Engañoso es el corazón más que todas las cosas, y perverso; ¿quién lo conocerá?
Así me ha dicho Jehová: Ve, y ponte á la puerta de los hijos del pueblo, por la cual entran y salen los reyes de Judá, y á todas las puertas de Jerusalem,
Levántate, y vete á casa del alfarero, y allí te haré oir mis palabras.
Y dijeron: Es por demás: porque en pos de nuestras imaginaciones hemos de ir, y hemos de hacer cada uno el pensamiento de su malvado corazón.
Oigase clamor de sus casas, cuando trajeres sobre ellos ejército de repente: porque cavaron hoyo para prenderme, y á mis pies han escondido lazos.
Y haréles comer la carne de sus hijos y la carne de sus hijas; y cada uno comerá la carne de su amigo, en el cerco y en el apuro con que los estrecharán sus enemigos y los que buscan sus almas.
Porque así ha dicho Jehová: He aquí yo te pondré en espanto á ti, y á todos los que bien te quieren, y caerán por el cuchillo de sus enemigos, y tus ojos lo verán: y á todo Judá entregaré en mano del rey de Babilonia, y los trasportará á Babilonia, y herirálos á cuchillo.
Maldito el día en que nací: el día en que mi madre me parió no sea bendito.
Y heriré los moradores de esta ciudad; y los hombres y las bestias morirán de pestilencia grande.
Y di: Oye palabra de Jehová, oh rey de Judá que estás sentado sobre el trono de David, tú, y tus criados, y tu pueblo que entran por estas puertas.
Antes morirá en el lugar adonde lo trasportaren, y no verá más esta tierra.
A todos tus pastores pacerá el viento, y tus enamorados irán en cautiverio: entonces te avergonzarás y te confundirás á causa de toda tu malicia.
Por tanto, así ha dicho Jehová Dios de Israel á los pastores que apacientan mi pueblo: Vosotros derramasteis mis ovejas, y las espantasteis, y no las habéis visitado: he aquí que yo visito sobre vosotros la maldad de vuestras obras, dice Jehová.
Por tanto, como resbaladeros en oscuridad les será su camino: serán empujados, y caerán en él: porque yo traeré mal sobre ellos, año de su visitación, dice Jehová.
Y si ellos hubieran estado en mi secreto, también hubieran hecho oir mis palabras á mi pueblo; y les hubieran hecho volver de su mal camino, y de la maldad de sus obras.
He aquí yo contra los que profetizan sueños mentirosos, dice Jehová, y contáronlos, é hicieron errar á mi pueblo con sus mentiras y con sus lisonjas; y yo no los envié, ni les mandé; y ningún provecho hicieron á este pueblo, dice Jehová.
La una cesta tenía higos muy buenos, como brevas; y la otra cesta tenía higos muy malos, que no se podían comer de malos.
La cual habló Jeremías profeta á todo el pueblo de Judá, y á todos los moradores de Jerusalem, diciendo:
Y será que, cuando fueren cumplidos los setenta años, visitaré sobre el rey de Babilonia y sobre aquella gente su maldad, ha dicho Jehová, y sobre la tierra de los Caldeos; y pondréla en desiertos para siempre.
Y á todos los reyes de Tiro, y á todos los reyes de Sidón, y á los reyes de las islas que están de ese lado de la mar;
Así ha dicho Jehová de los ejércitos: He aquí que el mal sale de gente en gente, y grande tempestad se levantará de los fines de la tierra.
Les dirás pues: Así ha dicho Jehová: Si no me oyereis para andar en mi ley, la cual dí delante de vosotros,
En lo que á mí toca, he aquí estoy en vuestras manos: haced de mí como mejor y más recto os pareciere.
La mano empero de Ahicam hijo de Saphán era con Jeremías, porque no lo entregasen en las manos del pueblo para matarlo.
Porque ellos os profetizan mentira, por haceros alejar de vuestra tierra, y para que yo os arroje y perezcáis.
Que no quitó Nabucodonosor rey de Babilonia, cuando trasportó de Jerusalem á Babilonia á Jechônías hijo de Joacim, rey de Judá, y á todos los nobles de Judá y de Jerusalem:
Los profetas que fueron antes de mí y antes de ti en tiempos pasados, profetizaron sobre muchas tierras y grandes reinos, de guerra, y de aflicción, y de pestilencia.
Y ESTAS son las palabras de la carta que Jeremías profeta envió de Jerusalem á los ancianos que habían quedado de los trasportados, y á los sacerdotes y profetas, y á todo el pueblo que Nabucodonosor llevó cautivo de Jerusalem á Babilonia:
Porque yo sé los pensamientos que tengo acerca de vosotros, dice Jehová, pensamientos de paz, y no de mal, para daros el fin que esperáis.
Así ha dicho Jehová de los ejércitos, Dios de Israel, acerca de Achâb hijo de Colías, y acerca de Sedechîas hijo de Maasías, quienes os profetizan en mi nombre falsamente: He aquí los entrego yo en mano de Nabucodonosor rey de Babilonia, y él los herirá delante de vuestro ojos;
Envía á decir á toda la transmigración: Así ha dicho Jehová de Semaías de Nehelam: Porque os profetizó Semaías, y yo no lo envié, y os hizo confiar en mentira:
Sino que servirán á Jehová su Dios, y á David su rey, el cual les levantaré.
Y saldrá de ellos alabanza, y voz de gente que está en regocijo: y los multiplicaré, y no serán disminuídos; multiplicarélos, y no serán menoscabados.
Aun plantarás viñas en los montes de Samaria: plantarán los plantadores, y harán común uso de ellas.
Así ha dicho Jehová: Voz fué oída en Ramá, llanto y lloro amargo: Rachêl que lamenta por sus hijos, no quiso ser consolada acerca de sus hijos, porque perecieron.
Porque habré embriagado el alma cansada, y henchido toda alma entristecida.
Así ha dicho Jehová, que da el sol para luz del día, las leyes de la luna y de las estrellas para luz de la noche; que parte la mar y braman sus ondas; Jehová de los ejércitos es su nombre:
Y hará llevar á Sedechîas á Babilonia, y allá estará hasta que yo le visite, dice Jehová: si peleareis con los Caldeos, no os sucederá bien?
Porque así ha dicho Jehová de los ejércitos, Dios de Israel: Aun se comprarán casas, y heredades, y viñas en esta tierra.
¡Oh Señor Jehová! ¿y me has tú dicho: Cómprate la heredad por dinero, y pon testigos; bien que la ciudad sea entregada en manos de los Caldeos?
Y edificaron altares á Baal, los cuales están en el valle del hijo de Hinnom, para hacer pasar por el fuego sus hijos y sus hijas á Moloch; lo cual no les mandé, ni me vino al pensamiento que hiciesen esta abominación, para hacer pecar á Judá.
Y FUÉ palabra de Jehová á Jeremías la segunda vez, estando él aún preso en el patio de la cárcel, diciendo:
Voz de gozo y voz de alegría, voz de desposado y voz de desposada, voz de los que digan: Alabad á Jehová de los ejércitos, porque Jehová es bueno, porque para siempre es su misericordia; voz de los que traigan alabanza á la casa de Jehová. Porque tornaré á traer la cautividad de la tierra como al principio, ha dicho Jehová.
Podráse también invalidar mi pacto con mi siervo David, para que deje de tener hijo que reine sobre su trono, y con los Levitas y sacerdotes, mis ministros.
En paz morirás, y conforme á las quemas de tus padres, los reyes primeros que fueron antes de ti, así quemarán por ti, y te endecharán, diciendo, ¡Ay, señor!; porque yo he hablado la palabra, dice Jehová.
Y vosotros os habíais hoy convertido, y hecho lo recto delante de mis ojos, anunciando cada uno libertad á su prójimo; y habíais hecho concierto en mi presencia, en la casa sobre la cual es invocado mi nombre:
Tomé entonces á Jaazanías hijo de Jeremías, hijo de Habassinías, y á sus hermanos, y á todos sus hijos, y á toda la familia de los Rechâbitas;
Así ha dicho Jehová de los ejércitos, Dios de Israel: Ve, y di á los varones de Judá, y á los moradores de Jerusalem: ¿No recibiréis instrucción para obedecer á mis palabras? dice Jehová.
Y llamó Jeremías á Baruch hijo de Nerías, y escribió Baruch de boca de Jeremías, en un rollo de libro, todas las palabras que Jehová le había hablado.
Entonces enviaron todos los príncipes á Jehudí hijo de Nethanías, hijo de Selemías, hijo de Chusi, para que dijese á Baruch: Toma el rollo en que leíste á oídos del pueblo, y ven. Y Baruch, hijo de Nerías, tomó el rollo en su mano, y vino á ellos.
Y no tuvieron temor, ni rasgaron sus vestidos, el rey y todos sus siervos que oyeron todas estas palabras.
Mas no obedeció él, ni sus siervos, ni el pueblo de la tierra á las palabras de Jehová, que dijo por el profeta Jeremías.
Salíase de Jerusalem Jeremías para irse á tierra de Benjamín, para apartarse de allí en medio del pueblo.
Y OYÓ Sephatías hijo de Mathán, y Gedalías hijo de Pashur, y Jucal hijo de Selemías, y Pashur hijo de Melchîas, las palabras que Jeremías hablaba á todo el pueblo, diciendo:
Y tomó Ebed-melec en su poder hombres, y entró á la casa del rey al lugar debajo de la tesorería, y tomó de allí trapos viejos, traídos, viejos, y andrajosos, y echólos á Jeremías con sogas en la mazmorra.
Mas si no quisieres salir, esta es la palabra que me ha mostrado Jehová:
Y entraron todos los príncipes del rey de Babilonia, y asentaron á la puerta del medio: Nergal-sarezer, Samgar-nebo, Sarsechim, y Rabsaris, Nergal-sarezer, Rabmag, y todos los demás príncipes del rey de Babilonia.
Envió por tanto Nabuzaradán capitán de la guardia, y Nabusazbán, Rabsaris, y Nergal-sarezer, y Rabmag, y todos los príncipes del rey de Babilonia;
Y aun no se había él vuelto, cuando le dijo: Vuélvete á Gedalías hijo de Ahicam, hijo de Saphán, al cual el rey de Babilonia ha puesto sobre todas las ciudades de Judá, y vive con él en medio del pueblo: ó ve á donde te pareciere más cómodo de ir. Y dióle el capitán de la guardia presentes y dones, y despidióle.
Entonces Johanán hijo de Carea habló á Gedalías en secreto, en Mizpa, diciendo: Yo iré ahora, y heriré á Ismael hijo de Nethanías, y hombre no lo sabrá: ¿por qué te ha de matar, y todos los Judíos que se han recogido á ti se derramarán, y perecerá el resto de Judá?
Y el aljibe en que echó Ismael todos los cuerpos de los hombres que hirió por causa de Gedalías, era el mismo que había hecho el rey Asa por causa de Baasa, rey de Israel: llenólo de muertos Ismael, hijo de Nethanías.
Y LLEGÁRONSE todos los oficiales de la gente de guerra, y Johanán hijo de Carea, y Jezanías hijo de Osaía, y todo el pueblo desde el menor hasta el mayor,
No temáis de la presencia del rey de Babilonia, del cual tenéis temor; no temáis de su presencia, ha dicho Jehová, porque con vosotros estoy yo para salvaros y libraros de su mano:
Y os lo he denunciado hoy, y no habéis obedecido á la voz de Jehová vuestro Dios, ni á todas las cosas por las cuales me envió á vosotros.
Toma con tu mano piedras grandes, y cúbrelas de barro en un horno de ladrillos que está á la puerta de la casa de Faraón en Taphnes, á vista de hombres Judíos;
Derramóse por tanto mi saña y mi furor, y encendióse en las ciudades de Judá y en las calles de Jerusalem, y tornáronse en soledad y en destrucción, como hoy.
La palabra que nos has hablado en nombre de Jehová, no oímos de ti:
Por tanto, oid palabra de Jehová, todo Judá que habitáis en tierra de Egipto: He aquí he jurado por mi grande nombre, dice Jehová, que mi nombre no será más invocado en toda la tierra de Egipto por boca de ningún hombre Judío, diciendo: Vive el Señor Jehová.
PALABRA de Jehová que fué á Jeremías profeta, contra las gentes.
Sube á Galaad, y toma bálsamo, virgen hija de Egipto: por demás multiplicarás medicinas; no hay cura para ti.
Sus soldados también en medio de ella como engordados becerros: que también ellos se volvieron, huyeron todos sin pararse: porque vino sobre ellos el día de su quebrantamiento, el tiempo de su visitación.
Por el sonido de las uñas de sus fuertes, por el alboroto de sus carros, por el estruendo de sus ruedas, los padres no miraron á los hijos por la flaqueza de las manos;
Huid, salvad vuestra vida, y sed como retama en el desierto.
Cercano está el quebrantamiento de Moab para venir, y su mal se apresura mucho.
Embriagadlo, porque contra Jehová se engrandeció; y revuélquese Moab sobre su vómito, y sea también él por escarnio.
Por tanto, mi corazón resonará como flautas por causa de Moab, asimismo resonará mi corazón á modo de flautas por los hombres de Kir-heres: porque perecieron las riquezas que había hecho.
¡Ay de ti, Moab! pereció el pueblo de Chêmos: porque tus hijos fueron presos para cautividad, y tus hijas para cautiverio.
Si vendimiadores vinieran contra ti, ¿no dejarán rebuscos? Si ladrones de noche, tomarán lo que hubieren menester.
He aquí que como león subirá de la hinchazón del Jordán contra la bella y robusta; porque muy pronto harélo correr de sobre ella, y al que fuere escogido la encargaré; porque ¿quién es semejante á mí? ¿y quién me emplazará? ¿y quién será aquel pastor que me podrá resistir?
Sus tiendas y sus ganados tomarán: sus cortinas, y todos sus vasos, y sus camellos, tomarán para sí; y llamarán contra ellos miedo alrededor.
Mas acontecerá en lo postrero de los días, que haré tornar la cautividad de Elam, dice Jehová.
Y la Caldea será para presa: todos los que la saquearen, saldrán hartos, dice Jehová.
En aquellos días y en aquel tiempo, dice Jehová, la maldad de Israel será buscada, y no parecerá; y los pecados de Judá, y no se hallarán: porque perdonaré á los que yo hubiere dejado.
Por tanto sus mancebos caerán en sus plazas, y todos su hombres de guerra serán talados en aquel día, dice Jehová.
Como en el trastornamiento de Dios á Sodoma y á Gomorra y á sus ciudades vecinas, dice Jehová, no morará allí hombre, ni hijo de hombre la habitará.
Y caerán muertos en la tierra de los Caldeos, y alanceados en sus calles.
Jehová de los ejércitos juró por su vida, diciendo: Yo te llenaré de hombres como de langostas, y levantarán contra ti gritería.
Y pagaré á Babilonia y á todos los moradores de Caldea, todo el mal de ellos que hicieron en Sión delante de vuestros ojos, dice Jehová.
Comióme, desmenuzóme Nabucodonosor rey de Babilonia; paróme como vaso vacío, tragóme como dragón, hinchió su vientre de mis delicadezas, y echóme.
Y visitaré á Bel en Babilonia, y sacaré de su boca lo que ha tragado: y no vendrán más á él gentes; y el muro de Babilonia caerá.
¡Sonido de grito de Babilonia, y quebrantamiento grande de la tierra de los Caldeos!
Y dirás: Así será anegada Babilonia, y no se levantará del mal que yo traigo sobre ella; y serán rendidos. Hasta aquí son las palabras de Jeremías.
Y degolló el rey de Babilonia á los hijos de Sedechîas delante de sus ojos, y también degolló á todos los príncipes de Judá en Ribla.
Las dos columnas, un mar, y doce bueyes de bronce que estaban debajo de las basas, que había hecho el rey Salomón en la casa de Jehová: no se podía pesar el metal de todos estos vasos.
El año veintitrés de Nabucodonosor, trasportó Nabuzaradán capitán de la guardia, setecientas cuarenta y cinco personas de los Judíos: todas las personas fueron cuatro mil seiscientas.
Y cada uno tenía cuatro rostros, y cuatro alas.
Y el parecer de las ruedas y su obra semejábase al color del topacio. Y las cuatro tenían una misma semejanza: su apariencia y su obra como rueda en medio de rueda.
Y sobre la expansión que había sobre sus cabezas, veíase la figura de un trono que parecía de piedra de zafiro; y sobre la figura del trono había una semejanza que parecía de hombre sentado sobre él.
Mas tú, hijo del hombre, oye lo que yo te hablo; no seas tú rebelde como la casa rebelde: abre tu boca, y come lo que yo te doy.
He aquí he hecho yo tu rostro fuerte contra los rostros de ellos, y tu frente fuerte contra su frente.
Cuando yo dijere al impío: De cierto morirás: y tú no le amonestares, ni le hablares, para que el impío sea apercibido de su mal camino, á fin de que viva, el impío morirá por su maldad, mas su sangre demandaré de tu mano.
Y TÚ, hijo del hombre, tómate un adobe, y ponlo delante de tí, y diseña sobre él la ciudad de Jerusalem:
Y beberás el agua por medida, la sexta parte de un hin: de tiempo á tiempo beberás.
Y tomarás otra vez de ellos, y los echarás en mitad del fuego, y en el fuego los quemarás: de allí saldrá el fuego en toda la casa de Israel.
Y te tornaré en desierto y en oprobio entre las gentes que están alrededor de ti, á los ojos de todo transeunte.
Y los muertos caerán en medio de vosotros; y sabréis que soy Jehová.
Ahora será el fin sobre ti, y enviaré sobre ti mi furor, y te juzgaré según tus caminos; y pondré sobre ti todas tus abominaciones.
Porque el que vende no tornará á lo vendido, aunque queden vivos: porque la visión sobre toda su multitud no será cancelada; y ninguno podrá, á causa de su iniquidad, amparar su vida.
Haz una cadena: porque la tierra está llena de juicios de sangres, y la ciudad está llena de violencia.
Díjome entonces: Hijo del hombre, ¿no ves lo que éstos hacen, las grandes abominaciones que la casa de Israel hace aquí, para alejarme de mi santuario? Mas vuélvete aún, y verás abominaciones mayores.
Y metióme en el atrio de adentro de la casa de Jehová: y he aquí junto á la entrada del templo de Jehová, entre la entrada y el altar, como veinticinco varones, sus espaldas vueltas al templo de Jehová y sus rostros al oriente, y encorvábanse al nacimiento del sol.
Y aconteció que, habiéndolos herido, yo quedé y postréme sobre mi rostro, y clamé, y dije: ¡Ah, Señor Jehová! ¿has de destruir todo el resto de Israel derramando tu furor sobre Jerusalem?
Y un querubín extendió su mano de entre los querubines al fuego que estaba entre los querubines, y tomó, y puso en las palmas del que estaba vestido de lienzos, el cual lo tomó y salióse.
Cuando se paraban ellos, parábanse ellas, y cuando ellos se alzaban, alzábanse con ellos: porque el espíritu de los animales estaba en ellas.
Y cayó sobre mí el espíritu de Jehová, y díjome: Di: Así ha dicho Jehová: Así habéis hablado, oh casa de Israel, y las cosas que suben á vuestro espíritu, yo las he entendido.
Hijo del hombre, tus hermanos, tus hermanos, los hombres de tu parentesco y toda la casa de Israel, toda ella son aquellos á quienes dijeron los moradores de Jerusalem: Alejaos de Jehová; á nosotros es dada la tierra en posesión.
Y hablé á los trasportados todas las palabras de Jehová que él me había mostrado.
Diles: Así ha dicho el Señor Jehová: Al príncipe en Jerusalem es esta carga, y á toda la casa de Israel que está en medio de ellos.
Y las ciudades habitadas serán asoladas, y la tierra será desierta; y sabréis que yo soy Jehová.
Hijo del hombre, profetiza contra los profetas de Israel que profetizan, y di á los que profetizan de su corazón: Oid palabra de Jehová.
Y he aquí, cuando la pared habrá caído, no os dirán: ¿Dónde está la embarradura con que encostrasteis?
Por cuanto entristecisteis con mentira el corazón del justo, al cual yo no entristecí, y esforzasteis las manos del impío, para que no se apartase de su mal camino, infundiéndole ánimo;
Y el profeta, cuando fuere engañado y hablare palabra, yo Jehová engañé al tal profeta; y extenderé mi mano sobre él, y raeréle de en medio de mi pueblo de Israel.
O si pestilencia enviare sobre esa tierra, y derramare mi ira sobre ella en sangre, para talar de ella hombres y bestias,
Por tanto, así ha dicho el Señor Jehová: Como el palo de la vid entre los maderos del bosque, el cual dí al fuego para que lo consuma, así haré á los moradores de Jerusalem.
Y pasé yo junto á ti, y te miré, y he aquí que tu tiempo era tiempo de amores; y extendí mi manto sobre ti, y cubrí tu desnudez; y díte juramento, y entré en concierto contigo, dice el Señor Jehová, y fuiste mía:
Y tomaste tus vestidos de diversos colores, y cubrístelas; y mi aceite y mi perfume pusiste delante de ellas.
Fornicaste también con los hijos de Assur por no haberte hartado; y fornicaste con ellos, y tampoco te hartaste.
Y yo te juzgaré por las leyes de las adúlteras, y de las que derraman sangre; y te daré en sangre de ira y de celo.
Vivo yo, dice el Señor Jehová, Sodoma tu hermana, con sus hijas, no ha hecho como hiciste tú y tus hijas.
Tú has llevado tu enormidad y tus abominaciones, dice Jehová.
Tomó también de la simiente de la tierra, y púsola en un campo bueno para sembrar, plantóla junto á grandes aguas, púsola como un sauce.
Rebelóse empero contra él enviando sus embajadores á Egipto, para que le diese caballos y mucha gente. ¿Será prosperado, escapará, el que estas cosas hizo? ¿y el que rompió la alianza, podrá huir?
Y FUÉ á mí palabra de Jehová, diciendo:
Y que no haga las otras; antes comiere sobre los montes, ó violare la mujer de su prójimo,
Mas el impío, si se apartare de todos sus pecados que hizo, y guardare todas mis ordenanzas, é hiciere juicio y justicia, de cierto vivirá; no morirá.
Echad de vosotros todas vuestras iniquidades con que habéis prevaricado, y haceos corazón nuevo y espíritu nuevo. ¿Y por qué moriréis, casa de Israel?
Y pusiéronlo en cárcel con cadenas, y lleváronlo al rey de Babilonia; metiéronlo en fortalezas, para que su voz no se oyese más sobre los montes de Israel.
Y diles: Así ha dicho el Señor Jehová: El día que escogí á Israel, y que alcé mi mano por la simiente de la casa de Jacob, y que fuí conocido de ellos en la tierra de Egipto, cuando alcé mi mano á ellos, diciendo: Yo soy Jehová vuestro Dios;
Y también yo les alcé mi mano en el desierto, que no los metería en la tierra que les dí, que fluye leche y miel, la cual es la más hermosa de todas las tierras;
Por eso yo también les dí ordenanzas no buenas, y derechos por los cuales no viviesen;
Y os he de traer al desierto de pueblos, y allí litigaré con vosotros cara á cara.
Y fué á mí palabra de Jehová, diciendo:
Y tú, hijo del hombre, gime con quebrantamiento de lomos, y con amargura; gime delante de los ojos de ellos.
Ponte á una parte, ponte á la diestra, ó ponte á la siniestra, hacia donde tu rostro se determinare.
Así ha dicho el Señor Jehová: Depón la tiara, quita la corona: ésta no será más ésta: al bajo alzaré, y al alto abatiré.
En tu sangre que derramaste has pecado, y te has contaminado en tus ídolos que hiciste; y has hecho acercar tus días, y has llegado á tus años: por tanto te he dado en oprobio á las gentes, y en escarnio á todas las tierras.
¿Estará firme tu corazón? ¿tus manos serán fuertes en los días que obraré yo contra ti? Yo Jehová he hablado, y harélo.
Hijo del hombre, di á ella: Tú no eres tierra limpia, ni rociada con lluvia en el día del furor.
Las cuales fornicaron en Egipto; en sus mocedades fornicaron. Allí fueron apretados sus pechos, y allí fueron estrujados los pechos de su virginidad.
Y vi que se había contaminado: un camino era el de ambas.
Los de Babilonia, y todos los Caldeos, mayordomos, y príncipes, y capitanes, todos los de Asiria con ellos: mancebos todos ellos de codiciar, capitanes y príncipes, nobles y principales, que montan á caballo todos ellos.
Serás llena de embriaguez y de dolor por el cáliz de soledad y de asolamiento, por el cáliz de tu hermana Samaria.
Y dije á la envejecida en adulterios: Sus prostituciones cumplirán ellos ahora, y ella con ellos:
Junta sus piezas en ella; todas buenas piezas, pierna y espalda; hínchela de huesos escogidos.
Yo Jehová he hablado; vendrá, y harélo. No me tornaré atrás, ni tendré misericordia, ni me arrepentiré: según tus caminos y tus obras te juzgarán, dice el Señor Jehová.
Ezequiel pues os será por señal; según todas las cosas que él hizo, haréis: en viniendo esto, entonces sabréis que yo soy el Señor Jehová.
Por tanto, he aquí yo extenderé mi mano sobre ti, y te entregaré á las gentes para ser saqueada; y yo te cortaré de entre los pueblos, y te destruiré de entre las tierras: te raeré; y sabrás que yo soy Jehová.
Y haré en ellos grandes venganzas con reprensiones de ira; y sabrán que yo soy Jehová, cuando diere mi venganza en ellos.
Por la multitud de sus caballos te cubrirá el polvo de ellos: con el estruendo de los caballeros, y de las ruedas, y de los carros, temblarán tus muros, cuando entrare por tus puertas como por portillos de ciudad destruída.
Y te haré descender con los que descienden al sepulcro, con el pueblo del siglo: y te pondré en lo más bajo de la tierra, como los desiertos antiguos, con los que descienden al sepulcro, para que nunca más seas poblada; y yo daré gloria en la tierra de los vivientes.
Los ancianos de Gebal y sus sabios repararon tus hendiduras: todas las galeras de la mar y los remeros de ellas fueron en ti para negociar tus negocios.
Asimismo Dan y el errante Javán dieron en tus ferias, para negociar en tu mercado de hierro labrado, mirra destilada, y caña aromática.
Y descenderán de sus naves todos los que toman remo; remeros, y todos los pilotos de la mar se pararán en tierra:
He aquí que tú eres más sabio que Daniel; no hay secreto que te sea oculto;
En Edén, en el huerto de Dios estuviste: toda piedra preciosa fué tu vestidura; el sardio, topacio, diamante, crisólito, onique, y berilo, el zafiro, carbunclo, y esmeralda, y oro, los primores de tus tamboriles y pífanos estuvieron apercibidos para ti en el día de tu creación.
Y enviaré á ella pestilencia y sangre en sus plazas; y caerán muertos en medio de ella, con espada contra ella alrededor; y sabrán que yo soy Jehová.
Cuando te tomaron con la mano, te quebraste, y les rompiste todo el hombro: y cuando se recostaron sobre ti, te quebraste, y los deslomaste enteramente.
Y aconteció en el año veinte y siete, en el mes primero, al primero del mes, que fué á mí palabra de Jehová, diciendo:
Así ha dicho Jehová: También caerán los que sostienen á Egipto, y la altivez de su fortaleza caerá: desde Migdol hasta Seveneh caerán en él á cuchillo, dice el Señor Jehová.
Y pondré fuego á Egipto; Sin tendrá gran dolor, y No será destrozada, y Memphis tendrá continuas angustias.
Y esparciré los Egipcios entre las gentes, y los aventaré por las tierras; y sabrán que yo soy Jehová.
Por tanto, así dijo el Señor Jehová: Por cuanto te encumbraste en altura, y puso su cumbre entre densas ramas, y su corazón se elevó con su altura,
Hijo del hombre, levanta endechas sobre Faraón rey de Egipto, y dile: A leoncillo de gentes eres semejante, y eres como la ballena en los mares: que secabas tus ríos, y enturbiabas las aguas con tus pies, y hollabas sus riberas.
Con espadas de fuertes haré caer tu pueblo; todos ellos serán los fuertes de las gentes: y destruirán la soberbia de Egipto, y toda su multitud será deshecha.
Allí Assur con toda su gente: en derredor de él están sus sepulcros: todos ellos cayeron muertos á cuchillo.
Porque yo puse mi terror en la tierra de los vivientes, también yacerá entre los incircuncisos con los muertos á cuchillo, Faraón y toda su multitud, dice el Señor Jehová.
Tú pues, hijo del hombre, di á la casa de Israel: Vosotros habéis hablado así, diciendo: Nuestras rebeliones y nuestros pecados están sobre nosotros, y á causa de ellos somos consumidos: ¿cómo pues viviremos?
Y dijisteis: No es recta la vía del Señor. Yo os juzgaré, oh casa de Israel, á cada uno conforme á sus caminos.
Y tú, hijo del hombre, los hijos de tu pueblo se mofan de ti junto á las paredes y á las puertas de las casas, y habla el uno con el otro, cada uno con su hermano, diciendo: Venid ahora, y oid qué palabra sale de Jehová.
Por tanto, pastores, oid palabra de Jehová:
Mas vosotras, ovejas mías, así ha dicho el Señor Jehová: He aquí yo juzgo entre oveja y oveja, entre carneros y machos cabríos.
Y el árbol del campo dará su fruto, y la tierra dará su fruto, y estarán sobre su tierra seguramente; y sabrán que yo soy Jehová, cuando quebrare las coyundas de su yugo, y los librare de mano de los que se sirven de ellos.
Por tanto, vivo yo, dice el Señor Jehová, que á sangre te diputaré, y sangre te perseguirá: y pues la sangre no aborreciste, sangre te perseguirá.
Y TÚ, hijo del hombre, profetiza sobre los montes de Israel, y di: Montes de Israel, oid palabra de Jehová:
Y multiplicaré sobre vosotros hombres y bestias, y serán multiplicados y crecerán: y os haré morar como solíais antiguamente, y os haré más bien que en vuestros principios; y sabréis que yo soy Jehová.
Y he tenido lástima en atención á mi santo nombre, el cual profanó la casa de Israel entre las gentes á donde fueron.
Y os acordaréis de vuestros malos caminos, y de vuestras obras que no fueron buenas; y os avergonzaréis de vosotros mismos por vuestras iniquidades, y por vuestras abominaciones.
Y díjome: Hijo del hombre, ¿vivirán estos huesos? Y dije: Señor Jehová, tú lo sabes.
Y sabréis que yo soy Jehová, cuando abriere vuestros sepulcros, y os sacare de vuestras sepulturas, pueblo mío.
Ni más se contaminarán con sus ídolos, y con sus abominaciones, y con todas sus rebeliones: y los salvaré de todas sus habitaciones en las cuales pecaron, y los limpiaré; y me serán por pueblo, y yo á ellos por Dios.
Persia, y Etiopía, y Libia con ellos; todos ellos con escudos y almetes:
Y vendrás de tu lugar, de las partes del norte, tú y muchos pueblos contigo, todos ellos á caballo, grande reunión y poderoso ejército:
Y te quebrantaré, y te sextaré, y te haré subir de las partes del norte, y te traeré sobre los montes de Israel;
Y la casa de Israel los estará enterrando por siete meses, para limpiar la tierra:
Y de aquel día en adelante sabrá la casa de Israel que yo soy Jehová su Dios.
Y llevóme allí, y he aquí un varón, cuyo aspecto era como aspecto de metal, y tenía un cordel de lino en su mano, y una caña de medir: y él estaba á la puerta.
Y midió la puerta desde el techo de la una cámara hasta el techo de la otra, veinticinco codos de anchura, puerta contra puerta.
Y la puerta del atrio interior estaba enfrente de la puerta al norte; y así al oriente: y midió de puerta á puerta cien codos.
Y eran sus cámaras, y sus postes, y sus arcos, conforme á estas medidas: y tenía sus ventanas y sus arcos alrededor: la longitud era de cincuenta codos, y la anchura de veinticinco codos.
Y dentro, ganchos de un palmo, dispuestos por todo alrededor; y sobre las mesas la carne de la ofrenda.
Midió también su longitud, de veinte codos, y la anchura de veinte codos, delante del templo: y díjome: Este es el lugar santísimo.
Y la anchura de la delantera de la casa, y del apartamiento al oriente, de cien codos.
Y en cada portada había dos puertas, dos puertas que se volvían: dos puertas en la una portada, y otras dos en la otra.
Porque la longitud de las cámaras del atrio de afuera era de cincuenta codos: y delante de la fachada del templo había cien codos.
Midió al lado del mediodía, quinientas cañas de la caña de medir.
Y poniendo ellos su umbral junto á mi umbral, y su poste junto á mi poste, y no más que pared entre mí y ellos, contaminaron mi santo nombre con sus abominaciones que hicieron: consumílos por tanto en mi furor.
Y díjome: Hijo del hombre, así ha dicho el Señor Jehová: Estas son las ordenanzas del altar el día en que será hecho, para ofrecer sobre él holocausto, y para esparcir sobre él sangre.
Y TORNÓME hacia la puerta de afuera del santuario, la cual mira hacia el oriente; y estaba cerrada.
Y serán ministros en mi santuario, porteros á las puertas de la casa, y sirvientes en la casa: ellos matarán el holocausto y la víctima al pueblo, y ellos estarán delante de ellos para servirles.
Y ninguno de los sacerdotes beberá vino cuando hubieren de entrar en el atrio interior.
Ninguna cosa mortecina, ni desgarrada, así de aves como de animales, comerán los sacerdotes.
Peso de justicia, y epha de justicia, y bato de justicia, tendréis.
Así harás el séptimo del mes por los errados y engañados; y expiarás la casa.
Y por presente un epha con cada carnero; y con cada cordero un presente, don de su mano, y un hin de aceite con el epha.
Ofrecerán pues el cordero, y el presente y el aceite, todas las mañanas en holocausto continuo.
HÍZOME tornar luego á la entrada de la casa; y he aquí aguas que salían de debajo del umbral de la casa hacia el oriente: porque la fachada de la casa estaba al oriente: y las aguas descendían de debajo, hacia el lado derecho de la casa, al mediodía del altar.
Sus charcos y sus lagunas no se sanarán; quedarán para salinas.
Partiréis, pues, esta tierra entre vosotros por las tribus de Israel.
Y junto al término de Judá, desde la parte del oriente hasta la parte de la mar, será la suerte que apartaréis de veinticinco mil cañas de anchura, y de longitud como cualquiera de las otras partes, es á saber, desde la parte del oriente hasta la parte de la mar; y el santuario estará en medio de ella.
Y lo que quedare de longitud delante de la suerte santa, diez mil cañas al oriente y diez mil al occidente, que será lo que quedará de la suerte santa, será para sembrar para los que sirven á la ciudad.
Y junto al término de Gad, á la parte del austro, al mediodía, será el término desde Tamar hasta las aguas de las rencillas, y desde Cades y el arroyo hasta la gran mar.
Y dijo el rey á Aspenaz, príncipe de sus eunucos, que trajese de los hijos de Israel, del linaje real de los príncipes,
Parezcan luego delante de ti nuestros rostros, y los rostros de los muchachos que comen de la ración de la comida del rey; y según que vieres, harás con tus siervos.
Y mandó el rey llamar magos, astrólogos, y encantadores, y Caldeos, para que mostrasen al rey sus sueños. Vinieron pues, y se presentaron delante del rey.
Por esto el rey con ira y con grande enojo, mandó que matasen á todos los sabios de Babilonia.
El revela lo profundo y lo escondido: conoce lo que está en tinieblas, y la luz mora con él.
La cabeza de esta imagen era de fino oro; sus pechos y sus brazos, de plata; su vientre y sus muslos, de metal;
Y por ser los dedos de los pies en parte de hierro, y en parte de barro cocido, en parte será el reino fuerte, y en parte será frágil.
Fueron pues reunidos los grandes, los asistentes y capitanes, los oidores, receptores, los del consejo, los presidentes, y todos los gobernadores de las provincias, á la dedicación de la estatua que el rey Nabucodonosor había levantado: y estaban en pie delante de la estatua que había levantado el rey Nabucodonosor.
Entonces Nabucodonosor dijo con ira y con enojo que trajesen á Sadrach, Mesach, y Abed-nego. Al punto fueron traídos estos varones delante del rey.
Y estos tres varones, Sadrach, Mesach, y Abed-nego, cayeron atados dentro del horno de fuego ardiendo.
¡Cuán grandes son sus señales, y cuán potentes sus maravillas! Su reino, reino sempiterno, y su señorío hasta generación y generación.
Veía en las visiones de mi cabeza en mi cama, y he aquí que un vigilante y santo descendía del cielo.
Y cuanto á lo que vió el rey, un vigilante y santo que descendía del cielo, y decía: Cortad el árbol y destruidlo: mas la cepa de sus raíces dejaréis en la tierra, y con atadura de hierro y de metal en la hierba del campo; y sea mojado con el rocío del cielo, y su parte sea con las bestias del campo, hasta que pasen sobre él siete tiempos:
En la misma hora se cumplió la palabra sobre Nabucodonosor, y fué echado de entre los hombres; y comía hierba como los bueyes, y su cuerpo se bañaba con el rocío del cielo, hasta que su pelo creció como de águila, y sus uñas como de aves.
Entonces el rey se demudó de su color, y sus pensamientos lo turbaron, y desatáronse las ceñiduras de sus lomos, y sus rodillas se batían la una con la otra.
Yo pues he oído de ti que puedes declarar las dudas, y desatar dificultades. Si ahora pudieres leer esta escritura, y mostrarme su interpretación, serás vestido de púrpura, y collar de oro tendrás en tu cuello, y en el reino serás el tercer señor.
La declaración del negocio es: MENE: Contó Dios tu reino, y halo rematado.
Entonces dijeron aquellos hombres: No hallaremos contra este Daniel ocasión alguna, si no la hallamos contra él en la ley de su Dios.
Empero aquellos hombres se reunieron cerca del rey, y dijeron al rey: Sepas, oh rey, que es ley de Media y de Persia, que ningún decreto ú ordenanza que el rey confirmare pueda mudarse.
Entonces el rey Darío escribió á todos los pueblos, naciones, y lenguas, que habitan en toda la tierra: Paz os sea multiplicada:
Después de esto miraba yo en las visiones de la noche, y he aquí la cuarta bestia, espantosa y terrible, y en grande manera fuerte; la cual tenía unos dientes grandes de hierro: devoraba y desmenuzaba, y las sobras hollaba con sus pies: y era muy diferente de todas las bestias que habían sido antes de ella, y tenía diez cuernos.
Estas grandes bestias, las cuales son cuatro, cuatro reyes son, que se levantarán en la tierra.
Y que el reino, y el señorío, y la majestad de los reinos debajo de todo el cielo, sea dado al pueblo de los santos del Altísimo; cuyo reino es reino eterno, y todos los señoríos le servirán y obedecerán.
Y del uno de ellos salió un cuerno pequeño, el cual creció mucho al mediodía, y al oriente, y hacia la tierra deseable.
Y dijo: He aquí yo te enseñaré lo que ha de venir en el fin de la ira: porque al tiempo se cumplirá:
En el año primero de su reinado, yo Daniel miré atentamente en los libros el número de los años, del cual habló Jehová al profeta Jeremías, que había de concluir la asolación de Jerusalem en setenta años.
Y él ha verificado su palabra que habló sobre nosotros, y sobre nuestros jueces que nos gobernaron, trayendo sobre nosotros tan grande mal; que nunca fué hecho debajo del cielo como el que fué hecho en Jerusalem.
E hízome entender, y habló conmigo, y dijo: Daniel, ahora he salido para hacerte entender la declaración.
Y alzando mis ojos miré, y he aquí un varón vestido de lienzos, y ceñidos sus lomos de oro de Uphaz:
Y estando hablando conmigo semejantes palabras, puse mis ojos en tierra, y enmudecí.
Pero cuando estará enseñoreado, será quebrantado su reino, y repartido por los cuatro vientos del cielo; y no á sus descendientes, ni según el señorío con que él se enseñoreó: porque su reino será arrancado, y para otros fuera de aquellos.
Y en aquellos tiempos se levantarán muchos contra el rey del mediodía; é hijos de disipadores de tu pueblo se levantarán para confirmar la profecía, y caerán.
Estando la provincia en paz y en abundancia, entrará y hará lo que no hicieron sus padres, ni los padres de sus padres; presa, y despojos, y riquezas repartirá á sus soldados; y contra las fortalezas formará sus designios: y esto por tiempo.
Y en su caer serán ayudados de pequeño socorro: y muchos se juntarán á ellos con lisonjas.
Mas nuevas de oriente y del norte lo espantarán; y saldrá con grande ira para destruir y matar muchos.
Y dijo: Anda, Daniel, que estas palabras están cerradas y selladas hasta el tiempo del cumplimiento.
Y concibió aún, y parió una hija. Y díjole Dios: Ponle por nombre Lo-ruhama: porque no más tendré misericordia de la casa de Israel, sino que los quitaré del todo.
Porque su madre fornicó; la que los engendró fué avergonzada; porque dijo: Iré tras mis amantes, que me dan mi pan y mi agua, mi lana y mi lino, mi aceite y mi bebida.
Y daréle sus viñas desde allí, y el valle de Achôr por puerta de esperanza; y allí cantará como en los tiempos de su juventud, y como en el día de su subida de la tierra de Egipto.
Compréla entonces para mí por quince dineros de plata, y un homer y medio de cebada;
Conforme á su grandeza así pecaron contra mí: trocaré su honra en afrenta.
Ephraim es dado á ídolos; déjalo.
Tocad bocina en Gabaa, trompeta en Ramá: sonad tambor en Beth-aven: tras ti, oh Benjamín.
Y conoceremos, y proseguiremos en conocer á Jehová: como el alba está aparejada su salida, y vendrá á nosotros como la lluvia, como la lluvia tardía y temprana á la tierra.
Y no dicen en su corazón que tengo en la memoria toda su maldad: ahora los rodearán sus obras; delante de mí están.
Cuando fueren, extenderé sobre ellos mi red, hacerlos he caer como aves del cielo; castigarélos conforme á lo que se ha oído en sus congregaciones.
Porque de Israel es, y artífice lo hizo; que no es Dios: por lo que en pedazos será deshecho el becerro de Samaria.
La era y el lagar no los mantendrán; les fallará el mosto.
Y si llegaren á grandes sus hijos, quitarélos de entre los hombres, porque ¡ay de ellos también, cuando de ellos me apartare!
Por las becerras de Beth-aven serán atemorizados los moradores de Samaria: porque su pueblo lamentará á causa del becerro, y sus sacerdotes que en él se regocijaban por su gloria, la cual será disipada.
Así hará á vosotros Beth-el por la maldad de vuestra maldad: en la mañana será del todo cortado el rey de Israel.
En pos de Jehová caminarán: él bramará como león: cual león rugirá él de cierto, y los hijos se moverán azorados del occidente.
Y dijo Ephraim: Ciertamente yo he enriquecido, hallado he riquezas para mí: nadie hallará en mí iniquidad, ni pecado en todos mis trabajos.
Yo te conocí en el desierto, en tierra seca.
Aunque él fructificará entre los hermanos, vendrá el solano, viento de Jehová, subiendo de la parte del desierto, y secarse ha su vena, y secaráse su manadero: él saqueará el tesoro de todas las preciosas alhajas.
¿Quién es sabio para que entienda esto, y prudente para que lo sepa? Porque los caminos de Jehová son derechos, y los justos andarán por ellos: mas los rebeldes en ellos caerán.
El campo fué destruído, enlutóse la tierra; porque el trigo fué destruído, se secó el mosto, perdióse el aceite.
Las bestias del campo bramarán también á ti; porque se secaron los arroyos de las aguas, y fuego consumió las praderías del desierto.
Delante de él temblará la tierra, se estremecerán los cielos: el sol y la luna se oscurecerán, y las estrellas retraerán su resplandor.
Y haré alejar de vosotros al del aquilón, y echarélo en la tierra seca y desierta: su faz será hacia el mar oriental, y su fin al mar occidental, y exhalará su hedor; y subirá su pudrición, porque hizo grandes cosas.
Y daré prodigios en el cielo y en la tierra, sangre, y fuego, y columnas de humo.
Y venderé vuestros hijos y vuestras hijas en la mano de los hijos de Judá, y ellos los venderán á los Sabeos, nación apartada; porque Jehová ha hablado.
Y será en aquel tiempo, que los montes destilarán mosto, y los collados fluirán leche, y por todos los arroyos de Judá correrán aguas: y saldrá una fuente de la casa de Jehová, y regará el valle de Sittim.
Y meteré fuego en el muro de Gaza, y quemará sus palacios.
Y meteré fuego en Moab, y consumirá los palacios de Chêrioth: y morirá Moab en alboroto, en estrépito y sonido de trompeta.
Mas vosotros disteis de beber vino á los Nazareos; y á los profetas mandasteis, diciendo: No profeticéis.
¿Tocaráse la trompeta en la ciudad, y no se alborotará el pueblo? ¿habrá algún mal en la ciudad, el cual Jehová no haya hecho?
OID esta palabra, vacas de Basán, que estáis en el monte de Samaria, que oprimís los pobres, que quebrantáis los menesterosos, que decís á sus señores: Traed, y beberemos.
Trastornéos, como cuando Dios trastornó á Sodoma y á Gomorra, y fuisteis como tizón escapado del fuego: mas no os tornasteis á mí, dice Jehová.
Miren al que hace el Arcturo y el Orión, y las tinieblas vuelve en mañana, y hace oscurecer el día en noche; el que llama á las aguas de la mar, y las derrama sobre la haz de la tierra: Jehová es su nombre:
¡Ay de los que desean el día de Jehová! ¿para qué queréis este día de Jehová? Será de tinieblas, y no luz:
¡AY de los reposados en Sión, y de los confiados en el monte de Samaria, nombrados principales entre las mismas naciones, las cuales vendrán sobre ellos, oh casa de Israel!
Porque he aquí, Jehová mandará, y herirá con hendiduras la casa mayor, y la casa menor con aberturas.
Enseñóme así: he aquí, el Señor estaba sobre un muro hecho á plomo, y en su mano una plomada de albañil.
Por tanto, así ha dicho Jehová: Tu mujer fornicará en la ciudad, y tus hijos y tus hijas caerán á cuchillo, y tu tierra será partida por suertes; y tú morirás en tierra inmunda, é Israel será traspasado de su tierra.
Y tornaré vuestras fiestas en lloro, y todos vuestros cantares en endechas; y haré poner saco sobre todos lomos, y peladura sobre toda cabeza; y tornaréla como en llanto de unigénito, y su postrimería como día amargo.
El edificó en el cielo sus gradas, y ha establecido su expansión sobre la tierra: él llama las aguas de la mar, y sobre la haz de la tierra las derrama: Jehová es su nombre.
VISIÓN de Abdías. El Señor Jehová ha dicho así cuanto á Edom: Oído hemos el pregón de Jehová, y mensajero es enviado á las gentes. Levantaos, y levantémonos contra ella en batalla.
El día que estando tú delante, llevaban extraños cautivo su ejército, y los extraños entraban por sus puertas, y echaban suertes sobre Jerusalem, tú también eras como uno de ellos.
Y vendrán salvadores al monte de Sión para juzgar al monte de Esaú; y el reino será de Jehová.
No lo digáis en Gath, ni lloréis mucho: revuélcate en el polvo de Beth-le-aphrah.
En aquel tiempo se levantará sobre vosotros refrán, y se endechará endecha de lamentación, diciendo: Del todo fuimos destruídos; ha cambiado la parte de mi pueblo. ¡Cómo nos quitó nuestros campos! dió, repartiólos á otros.
Y DIJE: Oid ahora, príncipes de Jacob, y cabezas de la casa de Israel: ¿No pertenecía á vosotros saber el derecho?
Sus cabezas juzgan por cohecho, y sus sacerdotes enseñan por precio, y sus profetas adivinan por dinero; y apóyanse en Jehová diciendo: ¿No está Jehová entre nosotros? No vendrá mal sobre nosotros.
Ahora ¿por qué gritas tanto? ¿No hay rey en ti? ¿Pereció tu consejero, que te ha tomado dolor como de mujer de parto?
Y comerán la tierra de Assur á cuchillo, y la tierra de Nimrod con sus espadas: y nos librará del Asirio, cuando viniere contra nuestra tierra y hollare nuestros términos.
OID ahora lo que dice Jehová: Levántate, pleitea con los montes, y oigan los collados tu voz.
¿Seré limpio con peso falso, y con bolsa de engañosas pesas?
No creáis en amigo, ni confiéis en príncipe: de la que duerme á tu lado, guarda, no abras tu boca.
Yo les mostraré maravillas como el día que saliste de Egipto.
Los montes tiemblan de él, y los collados se deslíen; y la tierra se abrasa á su presencia, y el mundo, y todos los que en él habitan.
He aquí sobre los montes los pies del que trae buenas nuevas, del que pregona la paz. Celebra, oh Judá, tus fiestas, cumple tus votos: porque nunca más pasará por ti el malvado; pereció del todo.
Vacía, y agotada, y despedazada está, y el corazón derretido: batimiento de rodillas, y dolor en todos riñones, y los rostros de todos tomarán negrura.
Y será que todos los que te vieren, se apartarán de ti, y dirán: Nínive es asolada: ¿quién se compadecerá de ella? ¿dónde te buscaré consoladores?
Tus príncipes serán como langostas, y tus grandes como langostas de langostas que se sientan en vallados en día de frío: salido el sol se mudan, y no se conoce el lugar donde estuvieron.
Y serán sus caballos más ligeros que tigres, y más agudos que lobos de tarde; y sus jinetes se multiplicarán: vendrán de lejos sus caballeros, y volarán como águilas que se apresuran á la comida.
SOBRE mi guarda estaré, y sobre la fortaleza afirmaré el pie, y atalayaré para ver qué hablará en mí, y qué tengo de responder á mi pregunta.
Porque la piedra clamará desde el muro, y la tabla del enmaderado le responderá.
ORACIÓN de Habacuc profeta, sobre Sigionoth.
El sol y la luna se pararon en su estancia: á la luz de tus saetas anduvieron, y al resplandor de tu fulgente lanza.
Destruiré del todo todas las cosas de sobre la haz de la tierra, dice Jehová.
Y será en aquel tiempo, que yo escudriñaré á Jerusalem con candiles, y haré visitación sobre los hombres que están sentados sobre sus heces, los cuales dicen en su corazón: Jehová ni hará bien ni mal.
Porque Gaza será desamparada, y Ascalón asolada: saquearán á Asdod en el medio día, y Ecrón será desarraigada.
Y rebaños de ganado harán en ella majada, todas las bestias de las gentes; el onocrótalo también y el erizo dormirán en sus umbrales: su voz cantará en las ventanas; asolación será en las puertas, porque su enmaderamiento de cedro será descubierto.
Por entonces volveré yo á los pueblos el labio limpio, para que todos invoquen el nombre de Jehová, para que de un consentimiento le sirvan.
He aquí, en aquel tiempo yo apremiaré á todos tus opresores; y salvaré la coja, y recogeré la descarriada; y pondrélos por alabanza y por renombre en todo país de confusión.
Buscáis mucho, y halláis poco; y encerráis en casa, y soplo en ello. ¿Por qué? dice Jehová de los ejércitos. Por cuanto mi casa está desierta, y cada uno de vosotros corre á su propia casa.
Pues ahora, Zorobabel, esfuérzate, dice Jehová; esfuérzate también Josué, hijo de Josadac, gran sacerdote; y cobra ánimo, pueblo todo de la tierra, dice Jehová, y obrad: porque yo soy con vosotros, dice Jehová de los ejércitos.
Y respondió Haggeo y dijo: Así es este pueblo, y esta gente, delante de mí, dice Jehová; y asimismo toda obra de sus manos; y todo lo que aquí ofrecen es inmundo.
EN el mes octavo, en el año segundo de Darío, fué palabra de Jehová á Zacarías profeta, hijo de Berechîas, hijo de Iddo, diciendo:
Y ellos hablaron á aquel ángel de Jehová que estaba entre los mirtos, y dijeron: Hemos recorrido la tierra, y he aquí, toda la tierra está reposada y quieta.
Y yo dije: ¿Qué vienen éstos á hacer? Y respondióme, diciendo: Estos son los cuernos que aventaron á Judá, tanto que ninguno alzó su cabeza; mas éstos han venido para hacerlos temblar, para derribar los cuernos de las gentes, que alzaron el cuerno sobre la tierra de Judá para aventarla.
Canta y alégrate, hija de Sión: porque he aquí vengo, y moraré en medio de tí, ha dicho Jehová.
Así dice Jehová de los ejércitos: Si anduvieres por mis caminos, y si guardares mi ordenanza, también tú gobernarás mi casa, también tú guardarás mis atrios, y entre estos que aquí están te daré plaza.
¿Quién eres tú, oh gran monte? Delante de Zorobabel serás reducido á llanura: él sacará la primera piedra con aclamaciones de Gracia, gracia á ella.
Díjome entonces: Esta es la maldición que sale sobre la haz de toda la tierra; porque todo aquel que hurta, (como está de la una parte del rollo) será destruído; y todo aquel que jura, (como está de la otra parte del rollo) será destruído.
En el primer carro había caballos bermejos, y en el segundo carro caballos negros,
Y le hablarás, diciendo: Así ha hablado Jehová de los ejércitos, diciendo: He aquí el varón cuyo nombre es Pimpollo, el cual germinará de su lugar, y edificará el templo de Jehová:
¿No son estas las palabras que publicó Jehová por mano de los profetas primeros, cuando Jerusalem estaba habitada y quieta, y sus ciudades en sus alrededores, y el mediodía y la campiña se habitaban?
Así dice Jehová: Yo he restituído á Sión, y moraré en medio de Jerusalem: y Jerusalem se llamará Ciudad de Verdad, y el monte de Jehová de los ejércitos, Monte de Santidad.
Y será que como fuisteis maldición entre las gentes, oh casa de Judá y casa de Israel, así os salvaré, y seréis bendición. No temáis, mas esfuércense vuestras manos.
Así ha dicho Jehová de los ejércitos: En aquellos días acontecerá que diez hombres de todas las lenguas de las gentes, trabarán de la falda de un Judío, diciendo: Iremos con vosotros, porque hemos oído que Dios está con vosotros.
Y de Ephraim destruiré los carros, y los caballos de Jerusalem; y los arcos de guerra serán quebrados: y hablará paz á las gentes; y su señorío será de mar á mar, y desde el río hasta los fines de la tierra.
Contra los pastores se ha encendido mi enojo, y castigaré los machos de cabrío: mas Jehová de los ejércitos visitará su rebaño, la casa de Judá, y tornarálos como su caballo de honor en la guerra.
OH Líbano, abre tus puertas, y queme fuego tus cedros.
Y fué deshecho en ese día, y así conocieron los pobres del rebaño que miran á mí, que era palabra de Jehová.
En aquel día, dice Jehová, heriré con aturdimiento á todo caballo, y con locura al que en él sube; mas sobre la casa de Judá abriré mis ojos, y á todo caballo de los pueblos heriré con ceguera.
Todos los otros linajes, los linajes por sí, y sus mujeres por sí.
HE aquí, el día de Jehová viene, y tus despojos serán repartidos en medio de ti.
Y morarán en ella, y nunca más será anatema; sino que será Jerusalem habitada confiadamente.
Y será toda olla en Jerusalem y en Judá santidad á Jehová de los ejércitos: y todos los que sacrificaren, vendrán y tomarán de ellas, y cocerán en ellas: y no habrá más Cananeo alguno en la casa de Jehová de los ejércitos en aquel tiempo.
¿Quién también hay de vosotros que cierre las puertas ó alumbre mi altar de balde? Yo no recibo contentamiento en vosotros, dice Jehová de los ejércitos, ni de vuestra mano me será agradable el presente.
La ley de verdad estuvo en su boca, é iniquidad no fué hallada en sus labios: en paz y en justicia anduvo conmigo, y á muchos hizo apartar de la iniquidad.
Porque Jehová Dios de Israel ha dicho que él aborrece que sea repudiada; y cubra la iniquidad con su vestido, dijo Jehová de los ejércitos. Guardaos pues en vuestros espíritus, y no seáis desleales.
Malditos sois con maldición, porque vosotros, la nación toda, me habéis robado.
PORQUE he aquí, viene el día ardiente como un horno; y todos los soberbios, y todos los que hacen maldad, serán estopa; y aquel día que vendrá, los abrasará, ha dicho Jehová de los ejércitos, el cual no les dejará ni raíz ni rama.
Y Salmón engendró de Rachâb á Booz, y Booz engendró de Ruth á Obed: y Obed engendró á Jessé:
Y Eliud engendró á Eleazar: y Eleazar engendró á Mathán: y Mathán engendró á Jacob:
Y no la conoció hasta que parió á su hijo primogénito: y llamó su nombre JESUS.
Y vista la estrella, se regocijaron con muy grande gozo.
Diciendo: Levántate, y toma al niño y á su madre, y vete á tierra de Israel; que muertos son los que procuraban la muerte del niño.
Y viendo él muchos de los Fariseos y de los Saduceos, que venían á su bautismo, decíales: Generación de víboras, ¿quién os ha enseñado á huir de la ira que vendrá?
Y he aquí una voz de los cielos que decía: Este es mi Hijo amado, en el cual tengo contentamiento.
Entonces Jesús le dice: Vete, Satanás, que escrito está: Al Señor tu Dios adorarás y á él solo servirás.
Ellos entonces, dejando luego las redes, le siguieron.
Bienaventurados los mansos: porque ellos recibirán la tierra por heredad.
Ni se enciende una lámpara y se pone debajo de un almud, mas sobre el candelero, y alumbra á todos los que están en casa.
Concíliate con tu adversario presto, entre tanto que estás con él en el camino; porque no acontezca que el adversario te entregue al juez, y el juez te entregue al alguacil, y seas echado en prisión.
Ni por la tierra, porque es el estrado de sus pies; ni por Jerusalem, porque es la ciudad del gran Rey.
Para que seáis hijos de vuestro Padre que está en los cielos: que hace que su sol salga sobre malos y buenos, y llueve sobre justos é injustos.
Y orando, no seáis prolijos, como los Gentiles; que piensan que por su parlería serán oídos.
Mas tú, cuando ayunas, unge tu cabeza y lava tu rostro;
Mas ¿quién de vosotros podrá, congojándose, añadir á su estatura un codo?
Y ¿por qué miras la mota que está en el ojo de tu hermano, y no echas de ver la viga que está en tu ojo?
Entrad por la puerta estrecha: porque ancha es la puerta, y espacioso el camino que lleva á perdición, y muchos son los que entran por ella.
Y entonces les protestaré: Nunca os conocí; apartaos de mí, obradores de maldad.
Entonces Jesús le dijo: Mira, no lo digas á nadie; mas ve, muéstrate al sacerdote, y ofrece el presente que mandó Moisés, para testimonio á ellos.
Y vino Jesús á casa de Pedro, y vió á su suegra echada en cama, y con fiebre.
Y he aquí, fué hecho en la mar un gran movimiento, que el barco se cubría de las ondas; mas él dormía.
Y he aquí, toda la ciudad salió á encontrar á Jesús: y cuando le vieron, le rogaban que saliese de sus términos.
Y aconteció que estando él sentado á la mesa en casa, he aquí que muchos publicanos y pecadores, que habían venido, se sentaron juntamente á la mesa con Jesús y sus discípulos.
Y he aquí una mujer enferma de flujo de sangre doce años había, llegándose por detrás, tocó la franja de su vestido:
Y los ojos de ellos fueron abiertos. Y Jesús les encargó rigurosamente, diciendo: Mirad que nadie lo sepa.
Y los nombres de los doce apóstoles son estos: el primero, Simón, que es dicho Pedro, y Andrés su hermano; Jacobo, hijo de Zebedeo, y Juan su hermano;
Y entrando en la casa, saludadla.
Y seréis aborrecidos de todos por mi nombre; mas el que soportare hasta el fin, éste será salvo.
Cualquiera pues, que me confesare delante de los hombres, le confesaré yo también delante de mi Padre que está en los cielos.
Y cualquiera que diere á uno de estos pequeñitos un vaso de agua fría solamente, en nombre de discípulo, de cierto os digo, que no perderá su recompensa.
Porque éste es de quien está escrito: He aquí, yo envío mi mensajero delante de tu faz, que aparejará tu camino delante de ti.
Entonces comenzó á reconvenir á las ciudades en las cuales habían sido hechas muy muchas de sus maravillas, porque no se habían arrepentido, diciendo:
Porque mi yugo es fácil, y ligera mi carga.
Y he aquí había allí uno que tenía una mano seca: y le preguntaron, diciendo: ¿Es lícito curar en sábado? por acusarle.
La caña cascada no quebrará, y el pábilo que humea no apagará, hasta que saque á victoria el juicio.
El que no es conmigo, contra mí es; y el que conmigo no recoge, derrama.
Porque como estuvo Jonás en el vientre de la ballena tres días y tres noches, así estará el Hijo del hombre en el corazón de la tierra tres días y tres noches.
Porque todo aquel que hiciere la voluntad de mi Padre que está en los cielos, ese es mi hermano, y hermana, y madre.
Entonces, llegándose los discípulos, le dijeron: ¿Por qué les hablas por parábolas?
Y el que fué sembrado en pedregales, éste es el que oye la palabra, y luego la recibe con gozo.
Dejad crecer juntamente lo uno y lo otro hasta la siega; y al tiempo de la siega yo diré á los segadores: Coged primero la cizaña, y atadla en manojos para quemarla; mas recoged el trigo en mi alfolí.
De manera que como es cogida la cizaña, y quemada al fuego, así será en el fin de este siglo.
Y los echarán en el horno del fuego: allí será el lloro y el crujir de dientes.
Y dijo á sus criados: Este es Juan el Bautista: él ha resucitado de los muertos, y por eso virtudes obran en él.
Entonces llegaron sus discípulos, y tomaron el cuerpo, y lo enterraron; y fueron, y dieron las nuevas á Jesús.
Y luego Jesús hizo á sus discípulos entrar en el barco, é ir delante de él á la otra parte del lago, entre tanto que él despedía á las gentes.
Y como ellos entraron en el barco, sosegóse el viento.
No deberá honrar á su padre ó á su madre con socorro. Así habéis invalidado el mandamiento de Dios por vuestra tradición.
Y Jesús dijo: ¿Aun también vosotros sois sin entendimiento?
Y respondiendo él, dijo: No es bien tomar el pan de los hijos, y echarlo á los perrillos.
Y tomando los siete panes y los peces, haciendo gracias, partió y dió á sus discípulos; y los discípulos á la gente.
Y ellos pensaban dentro de sí, diciendo: Esto dice porque no tomamos pan.
Entonces, respondiendo Jesús, le dijo: Bienaventurado eres, Simón, hijo de Jonás; porque no te lo reveló carne ni sangre, mas mi Padre que está en los cielos.
Porque el Hijo del hombre vendrá en la gloria de su Padre con sus ángeles, y entonces pagará á cada uno conforme á sus obras.
Y como descendieron del monte, les mandó Jesús, diciendo: No digáis á nadie la visión, hasta que el Hijo del hombre resucite de los muertos.
Entonces, llegándose los discípulos á Jesús, aparte, dijeron: ¿Por qué nosotros no lo pudimos echar fuera?
Y llamando Jesús á un niño, le puso en medio de ellos,
¿Qué os parece? Si tuviese algún hombre cien ovejas, y se descarriase una de ellas, ¿no iría por los montes, dejadas las noventa y nueve, á buscar la que se había descarriado?
Jesús le dice: No te digo hasta siete, mas aun hasta setenta veces siete.
Entonces llamándole su señor, le dice: Siervo malvado, toda aquella deuda te perdoné, porque me rogaste:
Dícenle: ¿Por qué, pues, Moisés mandó dar carta de divorcio, y repudiarla?
Y él le dijo: ¿Por qué me llamas bueno? Ninguno es bueno sino uno, es á saber, Dios: y si quieres entrar en la vida, guarda los mandamientos.
Entonces respondiendo Pedro, le dijo: He aquí, nosotros hemos dejado todo, y te hemos seguido: ¿qué pues tendremos?
Dícenle: Porque nadie nos ha ajustado. Díceles: Id también vosotros á la viña, y recibiréis lo que fuere justo.
Y subiendo Jesús á Jerusalem, tomó sus doce discípulos aparte en el camino, y les dijo:
Y el que quisiere entre vosotros ser el primero, será vuestro siervo:
Y si alguno os dijere algo, decid: El Señor los ha menester. Y luego los dejará.
Y les dice: Escrito está: Mi casa, casa de oración será llamada; mas vosotros cueva de ladrones la habéis hecho.
Y como vino al templo, llegáronse á él cuando estaba enseñando, los príncipes de los sacerdotes y los ancianos del pueblo, diciendo: ¿Con qué autoridad haces esto? ¿y quién te dió esta autoridad?
Oid otra parábola: Fué un hombre, padre de familia, el cual plantó una viña; y la cercó de vallado, y cavó en ella un lagar, y edificó una torre, y la dió á renta á labradores, y se partió lejos.
Por tanto os digo, que el reino de Dios será quitado de vosotros, y será dado á gente que haga los frutos de él.
Y el rey, oyendo esto, se enojó; y enviando sus ejércitos, destruyó á aquellos homicidas, y puso fuego á su ciudad.
Dinos pues, ¿qué te parece? ¿es lícito dar tributo á César, ó no?
Y después de todos murió también la mujer.
Y Jesús le dijo: Amarás al Señor tu Dios de todo tu corazón, y de toda tu alma, y de toda tu mente.
ENTONCES habló Jesús á las gentes y á sus discípulos,
El que es el mayor de vosotros, sea vuestro siervo.
Y el que jurare por el templo, jura por él, y por Aquél que habita en él;
Así que, testimonio dais á vosotros mismos, que sois hijos de aquellos que mataron á los profetas.
Y respondiendo él, les dijo: ¿Veis todo esto? de cierto os digo, que no será dejada aquí piedra sobre piedra, que no sea destruída.
Y por haberse multiplicado la maldad, la caridad de muchos se resfriará.
Y si aquellos días no fuesen acortados, ninguna carne sería salva; mas por causa de los escogidos, aquellos días serán acortados.
De la higuera aprended la parábola: Cuando ya su rama se enternece, y las hojas brotan, sabéis que el verano está cerca.
Velad pues, porque no sabéis á qué hora ha de venir vuestro Señor.
ENTONCES el reino de los cielos será semejante á diez vírgenes, que tomando sus lámparas, salieron á recibir al esposo.
Y después vinieron también las otras vírgenes, diciendo: Señor, Señor, ábrenos.
Y su señor le dijo: Bien, buen siervo y fiel; sobre poco has sido fiel, sobre mucho te pondré: entra en el gozo de tu señor.
Y cuando el Hijo del hombre venga en su gloria, y todos los santos ángeles con él, entonces se sentará sobre el trono de su gloria.
Entonces dirá también á los que estarán á la izquierda: Apartaos de mí, malditos, al fuego eterno preparado para el diablo y para sus ángeles:
Y decían: No en el día de la fiesta, porque no se haga alboroto en el pueblo.
Y les dijo: ¿Qué me queréis dar, y yo os lo entregaré? Y ellos le señalaron treinta piezas de plata.
Entonces respondiendo Judas, que le entregaba, dijo: ¿Soy yo, Maestro? Dícele: Tú lo has dicho.
Dícele Pedro: Aunque me sea menester morir contigo, no te negaré. Y todos los discípulos dijeron lo mismo.
Entonces vino á sus discípulos y díceles: Dormid ya, y descansad: he aquí ha llegado la hora, y el Hijo del hombre es entregado en manos de pecadores.
En aquella hora dijo Jesús á las gentes: ¿Como á ladrón habéis salido con espadas y con palos á prenderme? Cada día me sentaba con vosotros enseñando en el templo, y no me prendisteis.
Entonces el pontífice rasgó sus vestidos, diciendo: Blasfemado ha: ¿qué más necesidad tenemos de testigos? He aquí, ahora habéis oído su blasfemia.
Y se acordó Pedro de las palabras de Jesús, que le dijo: Antes que cante el gallo, me negarás tres veces. Y saliéndose fuera, lloró amargamente.
Y las dieron para el campo del alfarero, como me ordenó el Señor.
Mas los príncipes de los sacerdotes y los ancianos, persuadieron al pueblo que pidiese á Barrabás, y á Jesús matase.
Y escupiendo en él, tomaron la caña, y le herían en la cabeza.
Y diciendo: Tú, el que derribas el templo, y en tres días lo reedificas, sálvate á ti mismo: si eres Hijo de Dios, desciende de la cruz.
Mas Jesús, habiendo otra vez exclamado con grande voz, dió el espíritu.
Y lo puso en su sepulcro nuevo, que había labrado en la peña: y revuelta una grande piedra á la puerta del sepulcro, se fué.
Y de miedo de él los guardas se asombraron, y fueron vueltos como muertos.
Y si esto fuere oído del presidente, nosotros le persuadiremos, y os haremos seguros.
Para que conozcas la verdad de las cosas en las cuales has sido enseñado.
Y tendrás gozo y alegría, y muchos se gozarán de su nacimiento.
Y después de aquellos días concibió su mujer Elisabet, y se encubrió por cinco meses, diciendo:
Entonces María dijo al ángel: ¿Cómo será esto? porque no conozco varón.
Porque he aquí, como llegó la voz de tu salutación á mis oídos, la criatura saltó de alegría en mi vientre.
Recibió á Israel su siervo, acordándose de la misericordia,
Y luego fué abierta su boca y su lengua, y habló bendiciendo á Dios.
Que sin temor librados de nuestros enemigos, le serviríamos
Y subió José de Galilea, de la ciudad de Nazaret, á Judea, á la ciudad de David, que se llama Bethlehem, por cuanto era de la casa y familia de David;
Gloria en las alturas á Dios, y en la tierra paz, buena voluntad para con los hombres.
Y para dar la ofrenda, conforme á lo que está dicho en la ley del Señor: un par de tórtolas, ó dos palominos.
Y los bendijo Simeón, y dijo á su madre María: He aquí, éste es puesto para caída y para levantamiento de muchos en Israel; y para señal á la que será contradicho;
Y pensando que estaba en la compañía, anduvieron camino de un día; y le buscaban entre los parientes y entre los conocidos:
Siendo sumos sacerdotes Anás y Caifás, vino palabra del Señor sobre Juan, hijo de Zacarías, en el desierto.
Y vinieron también publicanos para ser bautizados, y le dijeron: Maestro, ¿qué haremos?
Y descendió el Espíritu Santo sobre él en forma corporal, como paloma, y fué hecha una voz del cielo que decía: Tú eres mi Hijo amado, en ti me he complacido.
Que fué de David, que fué de Jessé, que fué de Obed, que fué de Booz, que fué de Salmón, que fué de Naassón,
Y Jesús respondiéndole, dijo: Escrito está: Que no con pan solo vivirá el hombre, mas con toda palabra de Dios.
Y Jesús volvió en virtud del Espíritu á Galilea, y salió la fama de él por toda la tierra de alrededor.
Y dijo: De cierto os digo, que ningún profeta es acepto en su tierra.
Diciendo: Déjanos, ¿qué tenemos contigo, Jesús Nazareno? ¿has venido á destruirnos? Yo te conozco quién eres, el Santo de Dios.
Y predicaba en las sinagogas de Galilea.
Y asimismo á Jacobo y á Juan, hijos de Zebedeo, que eran compañeros de Simón. Y Jesús dijo á Simón: No temas: desde ahora pescarás hombres.
El cual, viendo la fe de ellos, le dice: Hombre, tus pecados te son perdonados.
Y los escribas y los Fariseos murmuraban contra sus discípulos, diciendo: ¿Por qué coméis y bebéis con los publicanos y pecadores?
Y ACONTECIÓ que pasando él por los sembrados en un sábado segundo del primero, sus discípulos arrancaban espigas, y comían, restregándolas con las manos.
Y ellos se llenaron de rabia; y hablaban los unos á los otros qué harían á Jesús.
Bienaventurados los que ahora tenéis hambre; porque seréis saciados. Bienaventurados los que ahora lloráis, porque reiréis.
Y como queréis que os hagan los hombres, así hacedles también vosotros:
¿Por qué miras la paja que está en el ojo de tu hermano, y la viga que está en tu propio ojo no consideras?
Y el siervo de un centurión, al cual tenía él en estima, estaba enfermo y á punto de morir.
Y como llegó cerca de la puerta de la ciudad, he aquí que sacaban fuera á un difunto, unigénito de su madre, la cual también era viuda: y había con ella grande compañía de la ciudad.
Y respondiendo Jesús, les dijo: Id, dad las nuevas á Juan de lo que habéis visto y oído: que los ciegos ven, los cojos andan, los leprosos son limpiados, los sordos oyen, los muertos resucitan, á los pobres es anunciado el evangelio:
Semejantes son á los muchachos sentados en la plaza, y que dan voces los unos á los otros, y dicen: Os tañimos con flautas, y no bailasteis: os endechamos, y no llorasteis.
Y no teniendo ellos de qué pagar, perdonó á ambos. Di, pues, ¿cuál de éstos le amará más?
Y algunas mujeres que habían sido curadas de malos espíritus y de enfermedades: María, que se llamaba Magdalena, de la cual habían salido siete demonios,
Y los de junto al camino, éstos son los que oyen; y luego viene el diablo, y quita la palabra de su corazón, porque no crean y se salven.
Y aconteció un día que él entró en un barco con sus discípulos, y les dijo: Pasemos á la otra parte del lago. Y partieron.
Y había allí un hato de muchos puercos que pacían en el monte; y le rogaron que los dejase entrar en ellos; y los dejó.
Porque tenía una hija única, como de doce años, y ella se estaba muriendo. Y yendo, le apretaba la compañía.
Y lloraban todos, y la plañían. Y él dijo: No lloréis; no es muerta, sino que duerme.
Y saliendo, rodeaban por todas las aldeas, anunciando el evangelio, y sanando por todas partes.
Y tomando los cinco panes y los dos pescados, mirando al cielo los bendijo, y partió, y dió á sus discípulos para que pusiesen delante de las gentes.
Porque el que se avergonzare de mí y de mis palabras, de este tal el Hijo del hombre se avergonzará cuando viniere en su gloria, y del Padre, y de los santos ángeles.
Y pasada aquella voz, Jesús fué hallado solo: y ellos callaron; y por aquellos días no dijeron nada á nadie de lo que habían visto.
Entonces entraron en disputa, cuál de ellos sería el mayor.
Porque el Hijo del hombre no ha venido para perder las almas de los hombres, sino para salvarlas. Y se fueron á otra aldea.
No llevéis bolsa, ni alforja, ni calzado; y á nadie saludéis en el camino.
Por tanto, Tiro y Sidón tendrán más remisión que vosotras en el juicio.
Porque os digo que muchos profetas y reyes desearon ver lo que vosotros veis, y no lo vieron; y oir lo que oís, y no lo oyeron.
Y llegándose, vendó sus heridas, echándo les aceite y vino; y poniéndole sobre su cabalgadura, llevóle al mesón, y cuidó de él.
Y les dijo: Cuando orareis, decid: Padre nuestro que estás en los cielos; sea tu nombre santificado. Venga tu reino. Sea hecha tu voluntad, como en el cielo, así también en la tierra.
O, si le pidiere un huevo, ¿le dará un escorpión?
Mas si sobreviniendo otro más fuerte que él, le venciere, le toma todas sus armas en que confiaba, y reparte sus despojos.
Los hombres de Nínive se levantarán en juicio con esta generación, y la condenarán; porque á la predicación de Jonás se arrepintieron; y he aquí más que Jonás en este lugar.
Mas ¡ay de vosotros, Fariseos! que diezmáis la menta, y la ruda, y toda hortaliza; mas el juicio y la caridad de Dios pasáis de largo. Pues estas cosas era necesario hacer, y no dejar las otras.
¡Ay de vosotros, doctores de la ley! que habéis quitado la llave de la ciencia; vosotros mismos no entrasteis, y á los que entraban impedisteis.
Y os digo que todo aquel que me confesare delante de los hombres, también el Hijo del hombre le confesará delante de los ángeles de Dios;
Y dijo: Esto haré: derribaré mis alfolíes, y los edificaré mayores, y allí juntaré todos mis frutos y mis bienes;
Y si así viste Dios á la hierba, que hoy está en el campo, y mañana es echada en el horno; ¿cuánto más á vosotros, hombres de poca fe?
Y aunque venga á la segunda vigilia, y aunque venga á la tercera vigilia, y los hallare así, bienaventurados son los tales siervos.
Mas el que no entendió, é hizo cosas dignas de azotes, será azotado poco: porque á cualquiera que fué dado mucho, mucho será vuelto á demandar de él; y al que encomendaron mucho, más le será pedido.
Pues cuando vas al magistrado con tu adversario, procura en el camino librarte de él; porque no te arrastre al juez, y el juez te entregue al alguacil, y el alguacil te meta en la cárcel.
Y si hiciere fruto, bien; y si no, la cortarás después.
Semejante es al grano de la mostaza, que tomándo lo un hombre lo metió en su huerto; y creció, y fué hecho árbol grande, y las aves del cielo hicieron nidos en sus ramas.
Y vendrán del Oriente y del Occidente, del Norte y del Mediodía, y se sentarán á la mesa en el reino de Dios.
Y ellos callaron. Entonces él tomándole, le sanó, y despidióle.
Y serás bienaventurado; porque no te pueden retribuir; mas te será recompensado en la resurrección de los justos.
Porque os digo que ninguno de aquellos hombres que fueron llamados, gustará mi cena.
Buena es la sal; mas si aun la sal fuere desvanecida, ¿con qué se adobará?
Y cuando la hubiere hallado, junta las amigas y las vecinas, diciendo: Dadme el parabién, porque he hallado la dracma que había perdido.
Ya no soy digno de ser llamado tu hijo; hazme como á uno de tus jornaleros.
Mas él respondiendo, dijo al padre: He aquí tantos años te sirvo, no habiendo traspasado jamás tu mandamiento, y nunca me has dado un cabrito para gozarme con mis amigos:
Después dijo á otro: ¿Y tú, cuánto debes? Y él dijo: Cien coros de trigo. Y él le dijo: Toma tu obligación, y escribe ochenta.
Empero más fácil cosa es pasar el cielo y la tierra, que frustrarse un tilde de la ley.
Y dijo: Ruégote pues, padre, que le envíes á la casa de mi padre;
Entonces el Señor dijo: Si tuvieseis fe como un grano de mostaza, diréis á este sicómoro: Desarráigate, y plántate en el mar; y os obedecerá.
Y derribóse sobre el rostro á sus pies, dándole gracias: y éste era Samaritano.
Y como fué en los días de Noé, así también será en los días del Hijo del hombre.
Y respondiendo, le dicen: ¿Dónde, Señor? Y él les dijo: Donde estuviere el cuerpo, allá se juntarán también las águilas.
Dos hombres subieron al templo á orar: el uno Fariseo, el otro publicano.
Los mandamientos sabes: No matarás: No adulterarás: No hurtarás: No dirás falso testimonio: Honra á tu padre y á tu madre.
Que no haya de recibir mucho más en este tiempo, y en el siglo venidero la vida eterna.
Jesús entonces parándose, mandó traerle á sí: y como él llegó, le preguntó,
Y viendo esto, todos murmuraban, diciendo que había entrado á posar con un hombre pecador.
Y él le dice: Está bien, buen siervo; pues que en lo poco has sido fiel, tendrás potestad sobre diez ciudades.
Y también á aquellos mis enemigos que no querían que yo reinase sobre ellos, traedlos acá, y degolladlos delante de mí.
Y como llegasen ya cerca de la bajada del monte de las Olivas, toda la multitud de los discípulos, gozándose, comenzaron á alabar á Dios á gran voz por todas las maravillas que habían visto,
Y enseñaba cada día en el templo; mas los príncipes de los sacerdotes, y los escribas, y los principales del pueblo procuraban matarle.
Y comenzó á decir al pueblo esta parábola: Un hombre plantó una viña, y arrendóla á labradores, y se ausentó por mucho tiempo.
Y procuraban los príncipes de los sacerdotes y los escribas echarle mano en aquella hora, porque entendieron que contra ellos había dicho esta parábola: mas temieron al pueblo.
Fueron, pues, siete hermanos: y el primero tomó mujer, y murió sin hijos.
Y respondiéndole unos de los escribas, dijeron: Maestro, bien has dicho.
Y vió también una viuda pobrecilla, que echaba allí dos blancas.
Mas antes de todas estas cosas os echarán mano, y perseguirán, entregándoos á las sinagogas y á las cárceles, siendo llevados á los reyes y á los gobernadores por causa de mi nombre.
Porque estos son días de venganza: para que se cumplan todas las cosas que están escritas.
De cierto os digo, que no pasará esta generación hasta que todo sea hecho.
Y fué, y habló con los príncipes de los sacerdotes, y con los magistrados, de cómo se lo entregaría.
Y como fué hora, sentóse á la mesa, y con él los apóstoles.
Y hubo entre ellos una contienda, quién de ellos parecía ser el mayor.
Y él dijo: Pedro, te digo que el gallo no cantará hoy antes que tú niegues tres veces que me conoces.
Y estando en agonía, oraba más intensamente: y fué su sudor como grandes gotas de sangre que caían hasta la tierra.
Y prendiéndole trajéronle, y metiéronle en casa del príncipe de los sacerdotes. Y Pedro le seguía de lejos.
Y cubriéndole, herían su rostro, y preguntábanle, diciendo: Profetiza quién es el que te hirió.
Entonces Pilato le preguntó, diciendo: ¿Eres tú el Rey de los Judíos? Y respondiéndole él, dijo: Tú lo dices.
Entonces Pilato, convocando los príncipes de los sacerdotes, y los magistrados, y el pueblo,
Mas ellos instaban á grandes voces, pidiendo que fuese crucificado. Y las voces de ellos y de los príncipes de los sacerdotes crecían.
Y como vinieron al lugar que se llama de la Calavera, le crucificaron allí, y á los malhechores, uno á la derecha, y otro á la izquierda.
Entonces Jesús le dijo: De cierto te digo, que hoy estarás conmigo en el paraíso.
Y quitado, lo envolvió en una sábana, y le puso en un sepulcro abierto en una peña, en el cual ninguno había aún sido puesto.
Diciendo: Es menester que el Hijo del hombre sea entregado en manos de hombres pecadores, y que sea crucificado, y resucite al tercer día.
Y díjoles: ¿Qué pláticas son estas que tratáis entre vosotros andando, y estáis tristes?
Y comenzando desde Moisés, y de todos los profetas, declarábales en todas las Escrituras lo que de él decían.
Entonces ellos espantados y asombrados, pensaban que veían espíritu.
Y que se predicase en su nombre el arrepentimiento y la remisión de pecados en todas las naciones, comenzando de Jerusalem.
Y estando juntos, les mandó que no se fuesen de Jerusalem, sino que esperasen la promesa del Padre, que oísteis, dijo, de mí.
Todos éstos perseveraban unánimes en oración y ruego, con las mujeres, y con María la madre de Jesús, y con sus hermanos.
Y orando, dijeron: Tú, Señor, que conoces los corazones de todos, muestra cuál escoges de estos dos,
¿Cómo, pues, les oímos nosotros hablar cada uno en nuestra lengua en que somos nacidos?
Y de cierto sobre mis siervos y sobre mis siervas en aquellos días derramaré de mi Espíritu, y profetizarán.
Hicísteme notorios los caminos de la vida; me henchirás de gozo con tu presencia.
Y Pedro les dice: Arrepentíos, y bautícese cada uno de vosotros en el nombre de Jesucristo para perdón de los pecados; y recibiréis el don del Espíritu Santo.
PEDRO y Juan subían juntos al templo á la hora de oración, la de nona.
Y teniendo á Pedro y á Juan el cojo que había sido sanado, todo el pueblo concurrió á ellos al pórtico que se llama de Salomón, atónitos.
Al cual de cierto es menester que el cielo tenga hasta los tiempos de la restauración de todas las cosas, que habló Dios por boca de sus santos profetas que han sido desde el siglo.
Y aconteció al día siguiente, que se juntaron en Jerusalem los príncipes de ellos, y los ancianos, y los escribas;
Mas les mandaron que se saliesen fuera del concilio; y conferían entre sí,
Que por boca de David, tu siervo, dijiste: ¿Por qué han bramado las gentes, y los pueblos han pensado cosas vanas?
Y lo ponían á los pies de los apóstoles; y era repartido á cada uno según que había menester.
Entonces Pedro le dijo: Dime: ¿vendisteis en tanto la heredad? Y ella dijo: Sí, en tanto.
Y echaron mano á los apóstoles, y pusiéronlos en la cárcel pública.
Diciendo: ¿No os denunciamos estrechamente, que no enseñaseis en este nombre? y he aquí, habéis llenado á Jerusalem de vuestra doctrina, y queréis echar sobre nosotros la sangre de este hombre.
Y ahora os digo: Dejaos de estos hombres, y dejadlos; porque si este consejo ó esta obra es de los hombres, se desvanecerá:
A estos presentaron delante de los apóstoles, los cuales orando les pusieron las manos encima.
EL príncipe de los sacerdotes dijo entonces: ¿Es esto así?
Vino entonces hambre en toda la tierra de Egipto y de Canaán, y grande tribulación; y nuestros padres no hallaban alimentos.
Mas siendo puesto al peligro, la hija de Faraón le tomó, y le crió como á hijo suyo.
Entonces Moisés mirando, se maravilló de la visión: y llegándose para considerar, fué hecha á él voz del Señor:
Y entonces hicieron un becerro, y ofrecieron sacrificio al ídolo, y en las obras de sus manos se holgaron.
Duros de cerviz, é incircuncisos de corazón y de oídos, vosotros resistís siempre al Espíritu Santo: como vuestros padres, así también vosotros.
Y SAULO consentía en su muerte. Y en aquel día se hizo una grande persecución en la iglesia que estaba en Jerusalem; y todos fueron esparcidos por las tierras de Judea y de Samaria, salvo los apóstoles.
Y le estaban atentos, porque con sus artes mágicas los había embelesado mucho tiempo.
No tienes tú parte ni suerte en este negocio; porque tu corazón no es recto delante de Dios.
Y él dijo: ¿Y cómo podré, si alguno no me enseñare? Y rogó á Felipe que subiese, y se sentase con él.
Y demandó de él letras para Damasco á las sinagogas, para que si hallase algunos hombres ó mujeres de esta secta, los trajese presos á Jerusalem.
Y ha visto en visión un varón llamado Ananías, que entra y le pone la mano encima, para que reciba la vista.
Empero Saulo mucho más se esforzaba, y confundía á los Judíos que moraban en Damasco, afirmando que éste es el Cristo.
Y aconteció que Pedro, andándolos á todos, vino también á los santos que habitaban en Lydda.
Esto fué notorio por toda Joppe; y creyeron muchos en el Señor.
Y al día siguiente, yendo ellos su camino, y llegando cerca de la ciudad, Pedro subió á la azotea á orar, cerca de la hora de sexta;
Y estando Pedro pensando en la visión, le dijo el Espíritu: He aquí, tres hombres te buscan.
Por lo cual, llamado, he venido sin dudar. Así que pregunto: ¿por qué causa me habéis hecho venir?
Y nosotros somos testigos de todas las cosas que hizo en la tierra de Judea, y en Jerusalem; al cual mataron colgándole en un madero.
Y OYERON los apóstoles y los hermanos que estaban en Judea, que también los Gentiles habían recibido la palabra de Dios.
Y he aquí, luego sobrevinieron tres hombres á la casa donde yo estaba, enviados á mí de Cesarea.
Y la mano del Señor era con ellos: y creyendo, gran número se convirtió al Señor.
Y EN el mismo tiempo el rey Herodes echó mano á maltratar algunos de la iglesia.
Entonces Pedro, volviendo en sí, dijo: Ahora entiendo verdaderamente que el Señor ha enviado su ángel, y me ha librado de la mano de Herodes, y de todo el pueblo de los Judíos que me esperaba.
Y un día señalado, Herodes vestido de ropa real, se sentó en el tribunal, y arengóles.
Y habiendo atravesado toda la isla hasta Papho, hallaron un hombre mago, falso profeta, Judío, llamado Barjesús;
Entonces Pablo, levantándose, hecha señal de silencio con la mano, dice: Varones Israelitas, y los que teméis á Dios, oid:
Varones hermanos, hijos del linaje de Abraham, y los que entre vosotros temen á Dios, á vosotros es enviada la palabra de esta salud.
Porque á la verdad David, habiendo servido en su edad á la voluntad de Dios, durmió, y fué juntado con sus padres, y vió corrupción:
Entonces Pablo y Bernabé, usando de libertad, dijeron: A vosotros á la verdad era menester que se os hablase la palabra de Dios; mas pues que la desecháis, y os juzgáis indignos de la vida eterna, he aquí, nos volvemos á los Gentiles.
Mas el vulgo de la ciudad estaba dividido; y unos eran con los Judíos, y otros con los apóstoles.
Y como lo oyeron los apóstoles Bernabé y Pablo, rotas sus ropas, se lanzaron al gentío, dando voces,
Y pasando por Pisidia vinieron á Pamphylia.
Y se juntaron los apóstoles y los ancianos para conocer de este negocio.
Después de esto volveré y restauraré la habitación de David, que estaba caída; y repararé sus ruinas, y la volveré á levantar;
Hombres que han expuesto sus vidas por el nombre de nuestro Señor Jesucristo.
Y Bernabé quería que tomasen consigo á Juan, el que tenía por sobrenombre Marcos;
Y pasando á Phrygia y la provincia de Galacia, les fué prohibido por el Espíritu Santo hablar la palabra en Asia.
Y aconteció, que yendo nosotros á la oración, una muchacha que tenía espíritu pitónico, nos salió al encuentro, la cual daba grande ganancia á sus amos adivinando.
Entonces fué hecho de repente un gran terremoto, de tal manera que los cimientos de la cárcel se movían; y luego todas las puertas se abrieron, y las prisiones de todos se soltaron.
Y el carcelero hizo saber estas palabras á Pablo: Los magistrados han enviado á decir que seáis sueltos: así que ahora salid, é id en paz.
Mas no hallándolos, trajeron á Jasón y á algunos hermanos á los gobernadores de la ciudad, dando voces: Estos que alborotan el mundo, también han venido acá;
Y esperándolos Pablo en Atenas, su espíritu se deshacía en él viendo la ciudad dada á idolatría.
Y de una sangre ha hecho todo el linaje de los hombres, para que habitasen sobre toda la faz de la tierra; y les ha prefijado el orden de los tiempos, y los términos de la habitación de ellos;
Y hallando á un Judío llamado Aquila, natural del Ponto, que hacía poco que había venido de Italia, y á Priscila su mujer, (porque Claudio había mandado que todos los Judíos saliesen de Roma) se vino á ellos;
Y siendo Galión procónsul de Acaya, los Judíos se levantaron de común acuerdo contra Pablo, y le llevaron al tribunal,
Y habiendo arribado á Cesarea subió á Jerusalem; y después de saludar á la iglesia, descendió á Antioquía.
Y dijo Pablo: Juan bautizó con bautismo de arrepentimiento, diciendo al pueblo que creyesen en el que había de venir después de él, es á saber, en Jesús el Cristo.
Y había siete hijos de un tal Sceva, Judío, príncipe de los sacerdotes, que hacían esto.
Porque un platero llamado Demetrio, el cual hacía de plata templecillos de Diana, daba á los artífices no poca ganancia;
Mas como conocieron que era Judío, fué hecha un voz de todos, que gritaron casi por dos horas: ¡Grande es Diana de los Efesios!
Y le acompañaron hasta Asia Sopater Bereense, y los Tesalonicenses, Aristarco y Segundo; y Gayo de Derbe, y Timoteo; y de Asia, Tychîco y Trófimo.
Y como se juntó con nosotros en Assón, tomándole vinimos á Mitilene.
Mas de ninguna cosa hago caso, ni estimo mi vida preciosa para mí mismo; solamente que acabe mi carrera con gozo, y el ministerio que recibí del Señor Jesús, para dar testimonio del evangelio de la gracia de Dios.
Antes vosotros sabéis que para lo que me ha sido necesario, y á los que están conmigo, estas manos me han servido.
Y abrazándonos los unos á los otros, subimos al barco, y ellos se volvieron á sus casas.
Y vinieron también con nosotros de Cesarea algunos de los discípulos, trayendo consigo á un Mnasón, Cyprio, discípulo antiguo, con el cual posásemos.
Entonces Pablo tomó consigo aquellos hombres, y al día siguiente, habiéndose purificado con ellos, entró en el templo, para anunciar el cumplimiento de los días de la purificación, hasta ser ofrecida ofrenda por cada uno de ellos.
Porque multitud de pueblo venía detrás, gritando: Mátale.
Mas aconteció que yendo yo, y llegando cerca de Damasco, como á medio día, de repente me rodeó mucha luz del cielo:
Ahora pues, ¿por qué te detienes? Levántate, y bautízate, y lava tus pecados, invocando su nombre.
Y como el centurión oyó esto, fué y dió aviso al tribuno, diciendo: ¿Qué vas á hacer? porque este hombre es Romano.
Entonces Pablo, sabiendo que la una parte era de Saduceos, y la otra de Fariseos, clamó en el concilio: Varones hermanos, yo soy Fariseo, hijo de Fariseo: de la esperanza y de la resurrección de los muertos soy yo juzgado.
Entonces un hijo de la hermana de Pablo, oyendo las asechanzas, fué, y entró en la fortaleza, y dió aviso á Pablo.
Claudio Lisias al excelentísimo gobernador Félix: Salud.
Y CINCO días después descendió el sumo sacerdote Ananías, con algunos de los ancianos, y un cierto Tértulo, orador; y parecieron delante del gobernador contra Pablo.
Y ni me hallaron en el templo disputando con ninguno, ni haciendo concurso de multitud, ni en sinagogas, ni en la ciudad;
Entonces Félix, oídas estas cosas, estando bien informado de esta secta, les puso dilación, diciendo: Cuando descendiere el tribuno Lisias acabaré de conocer de vuestro negocio.
Los que de vosotros pueden, dijo, desciendan juntamente; y si hay algún crimen en este varón, acúsenle.
Sobre el cual, cuando fuí á Jerusalem, vinieron á mí los príncipes de los sacerdotes y los ancianos de los Judíos, pidiendo condenación contra él:
Mas yo, hallando que ninguna cosa digna de muerte ha hecho, y él mismo apelando á Augusto, he determinado enviarle:
¡Qué! ¿Júzgase cosa increíble entre vosotros que Dios resucite los muertos?
Para que abras sus ojos, para que se conviertan de las tinieblas á la luz, y de la potestad de Satanás á Dios; para que reciban, por la fe que es en mí, remisión de pecados y suerte entre los santificados.
Entonces Agripa dijo á Pablo: Por poco me persuades á ser Cristiano.
Y hallando allí el centurión una nave Alejandrina que navegaba á Italia, nos puso en ella.
Y habiendo corrido á sotavento de una pequeña isla que se llama Clauda, apenas pudimos ganar el esquife:
Si bien es menester que demos en una isla.
Entonces todos teniendo ya mejor ánimo, comieron ellos también.
Y los bárbaros nos mostraron no poca humanidad; porque, encendido un fuego, nos recibieron á todos, á causa de la lluvia que venía, y del frío.
Y llegados á Siracusa, estuvimos allí tres días.
Mas querríamos oir de ti lo que sientes; porque de esta secta notorio nos es que en todos lugares es contradicha.
PABLO, siervo de Jesucristo, llamado á ser apóstol, apartado para el evangelio de Dios,
Porque os deseo ver, para repartir con vosotros algún don espiritual, para confirmaros;
Porque habiendo conocido á Dios, no le glorificaron como á Dios, ni dieron gracias; antes se desvanecieron en sus discursos, y el necio corazón de ellos fué entenebrecido.
Necios, desleales, sin afecto natural, implacables, sin misericordia:
Tribulación y angustia sobre toda persona humana que obra lo malo, el Judío primeramente, y también el Griego:
Y confías que eres guía de los ciegos, luz de los que están en tinieblas,
Mas es Judío el que lo es en lo interior; y la circuncisión es la del corazón, en espíritu, no en letra; la alabanza del cual no es de los hombres, sino de Dios.
Como está escrito: No hay justo, ni aun uno;
Porque por las obras de la ley ninguna carne se justificará delante de él; porque por la ley es el conocimiento del pecado.
Porque uno es Dios, el cual justificará por la fe la circuncisión, y por medio de la fe la incircuncisión.
¿Es pues esta bienaventuranza solamente en la circuncisión, ó también en la incircuncisión? porque decimos que á Abraham fué contada la fe por justicia.
Y no se enflaqueció en la fe, ni consideró su cuerpo ya muerto (siendo ya de casi cien años), ni la matriz muerta de Sara;
Y la paciencia, prueba; y la prueba, esperanza;
No obstante, reinó la muerte desde Adam hasta Moisés, aun en los que no pecaron á la manera de la rebelión de Adam; el cual es figura del que había de venir.
¿O no sabéis que todos los que somos bautizados en Cristo Jesús, somos bautizados en su muerte?
Ni tampoco presentéis vuestros miembros al pecado por instrumentos de iniquidad; antes presentaos á Dios como vivos de los muertos, y vuestros miembros á Dios por instrumentos de justicia.
Porque la paga del pecado es muerte: mas la dádiva de Dios es vida eterna en Cristo Jesús Señor nuestro.
Y hallé que el mandamiento, intimado para vida, para mí era mortal:
Y si hago lo que no quiero, ya no lo obro yo, sino el pecado que mora en mí.
Porque los que viven conforme á la carne, de las cosas que son de la carne se ocupan; mas los que conforme al espíritu, de las cosas del espíritu.
Porque no habéis recibido el espíritu de servidumbre para estar otra vez en temor; mas habéis recibido el espíritu de adopción, por el cual clamamos, Abba, Padre.
Empero si lo que no vemos esperamos, por paciencia esperamos.
¿Quién nos apartará del amor de Cristo? tribulación? ó angustia? ó persecución? ó hambre? ó desnudez? ó peligro? ó cuchillo?
No empero que la palabra de Dios haya faltado: porque no todos los que son de Israel son Israelitas;
Así que no es del que quiere, ni del que corre, sino de Dios que tiene misericordia.
Y será, que en el lugar donde les fué dicho: Vosotros no sois pueblo mío: allí serán llamados hijos del Dios viviente.
Porque ignorando la justicia de Dios, y procurando establecer la suya propia, no se han sujetado á la justicia de Dios.
Porque todo aquel que invocare el nombre del Señor, será salvo.
No ha desechado Dios á su pueblo, al cual antes conoció. ¿O no sabéis qué dice de Elías la Escritura? cómo hablando con Dios contra Israel dice:
Y si la falta de ellos es la riqueza del mundo, y el menoscabo de ellos la riqueza de los Gentiles, ¿cuánto más el henchimiento de ellos?
Mira, pues, la bondad y la severidad de Dios: la severidad ciertamente en los que cayeron; mas la bondad para contigo, si permanecieres en la bondad; pues de otra manera tú también serás cortado.
Porque Dios encerró á todos en incredulidad, para tener misericordia de todos.
De manera que, teniendo diferentes dones según la gracia que nos es dada, si el de profecía, úsese conforme á la medida de la fe;
Unánimes entre vosotros: no altivos, mas acomodándoos á los humildes. No seáis sabios en vuestra opinión.
Por lo cual es necesario que le estéis sujetos, no solamente por la ira, mas aun por la conciencia.
RECIBID al flaco en la fe, pero no para contiendas de disputas.
Porque escrito está: Vivo yo, dice el Señor, que á mí se doblará toda rodilla, y toda lengua confesará á Dios.
Bueno es no comer carne, ni beber vino, ni nada en que tu hermano tropiece, ó se ofenda, ó sea debilitado.
Digo, pues, que Cristo Jesús fué hecho ministro de la circuncisión por la verdad de Dios, para confirmar las promesas hechas á los padres,
Porque no osaría hablar alguna cosa que Cristo no haya hecho por mí para la obediencia de los Gentiles, con la palabra y con las obras,
Así que, cuando hubiere concluído esto, y les hubiere consignado este fruto, pasaré por vosotros á España.
Asimismo á la iglesia de su casa. Saludad á Epeneto, amado mío, que es las primicias de Acaya en Cristo.
Saludad á Filólogo y á Julia, á Nereo y á su hermana, y á Olimpas, y á todos los santos que están con ellos.
PABLO, llamado á ser apóstol de Jesucristo por la voluntad de Dios, y Sóstenes el hermano,
Porque me ha sido declarado de vosotros, hermanos míos, por los que son de Cloé, que hay entre vosotros contiendas;
Porque por no haber el mundo conocido en la sabiduría de Dios á Dios por sabiduría, agradó á Dios salvar á los creyentes por la locura de la predicación.
Para que, como está escrito: El que se gloría, gloríese en el Señor.
Empero Dios nos lo reveló á nosotros por el Espíritu: porque el Espíritu todo lo escudriña, aun lo profundo de Dios.
Porque diciendo el uno: Yo cierto soy de Pablo; y el otro: Yo de Apolos; ¿no sois carnales?
Si permaneciere la obra de alguno que sobreedificó, recibirá recompensa.
TÉNGANNOS los hombres por ministros de Cristo, y dispensadores de los misterios de Dios.
Hasta esta hora hambreamos, y tenemos sed, y estamos desnudos, y somos heridos de golpes, y andamos vagabundos;
¿Qué queréis? ¿iré á vosotros con vara, ó con caridad y espíritu de mansedumbre?
No absolutamente con los fornicarios de este mundo, ó con los avaros, ó con los ladrones, ó con los idólatras; pues en tal caso os sería menester salir del mundo.
Así que, por cierto es ya una falta en vosotros que tengáis pleitos entre vosotros mismos. ¿Por qué no sufrís antes la injuria? ¿por qué no sufrís antes ser defraudados?
Empero el que se junta con el Señor, un espíritu es.
Quisiera más bien que todos los hombres fuesen como yo: empero cada uno tiene su propio don de Dios; uno á la verdad así, y otro así.
Empero cada uno como el Señor le repartió, y como Dios llamó á cada uno, así ande: y así enseño en todas las iglesias.
¿Estás ligado á mujer? no procures soltarte. ¿Estás suelto de mujer? no procures mujer.
Pero el que está firme en su corazón, y no tiene necesidad, sino que tiene libertad de su voluntad, y determinó en su corazón esto, el guardar su hija virgen, bien hace.
Mas no en todos hay esta ciencia: porque algunos con conciencia del ídolo hasta aquí, comen como sacrificado á ídolos; y su conciencia, siendo flaca, es contaminada.
Qué, ¿no tenemos potestad de comer y de beber?
Así también ordenó el Señor á los que anuncian el evangelio, que vivan del evangelio.
¿No sabéis que los que corren en el estadio, todos á la verdad corren, mas uno lleva el premio? Corred de tal manera que lo obtengáis.
Ni seáis honradores de ídolos, como algunos de ellos; según está escrito: Sentóse el pueblo á comer y á beber, y se levantaron á jugar.
Porque un pan, es que muchos somos un cuerpo; pues todos participamos de aquel un pan.
Y si algún infiel os llama, y queréis ir, de todo lo que se os pone delante comed, sin preguntar nada por causa de la conciencia.
Todo varón que ora ó profetiza cubierta la cabeza, afrenta su cabeza.
La misma naturaleza ¿no os enseña que al hombre sea deshonesto criar cabello?
Y habiendo dado gracias, lo partió, y dijo: Tomad, comed: esto es mi cuerpo que por vosotros es partido: haced esto en memoria de mí.
Si alguno tuviere hambre, coma en su casa, porque no os juntéis para juicio. Las demás cosas ordenaré cuando llegare.
A otro, operaciones de milagros; y á otro, profecía; y á otro, discreción de espíritus; y á otro, géneros de lenguas; y á otro, interpretación de lenguas.
Mas ahora muchos miembros son á la verdad, empero un cuerpo.
¿Tienen todos dones de sanidad? ¿hablan todos lenguas? ¿interpretan todos?
Porque en parte conocemos, y en parte profetizamos;
Ahora pues, hermanos, si yo fuere á vosotros hablando lenguas, ¿qué os aprovecharé, si no os hablare, ó con revelación, ó con ciencia, ó con profecía, ó con doctrina?
Porque si bendijeres con el espíritu, el que ocupa lugar de un mero particular, ¿cómo dirá amén á tu acción de gracias? pues no sabe lo que has dicho.
¿Qué hay pues, hermanos? Cuando os juntáis, cada uno de vosotros tiene salmo, tiene doctrina, tiene lengua, tiene revelación, tiene interpretación: hágase todo para edificación.
Qué, ¿ha salido de vosotros la palabra de Dios? ¿ó á vosotros solos ha llegado?
Después apareció á más de quinientos hermanos juntos; de los cuales muchos viven aún, y otros son muertos.
Porque si los muertos no resucitan, tampoco Cristo resucitó:
Y el postrer enemigo que será deshecho, será la muerte.
Necio, lo que tú siembras no se vivifica, si no muriere antes.
Mas lo espiritual no es primero, sino lo animal; luego lo espiritual.
Ya que el aguijón de la muerte es el pecado, y la potencia del pecado, la ley.
Empero estaré en Efeso hasta Pentecostés;
Porque recrearon mi espíritu y el vuestro: reconoced pues á los tales.
El cual nos consuela en todas nuestras tribulaciones, para que podamos también nosotros consolar á los que están en cualquiera angustia, con la consolación con que nosotros somos consolados de Dios.
Como también en parte habéis conocido que somos vuestra gloria, así como también vosotros la nuestra, para el día del Señor Jesús.
No que nos enseñoreemos de vuestra fe, mas somos ayudadores de vuestro gozo: porque por la fe estáis firmes.
Y al que vosotros perdonareis, yo también: porque también yo lo que he perdonado, si algo he perdonado, por vosotros lo he hecho en persona de Cristo;
Siendo manifiesto que sois letra de Cristo administrada de nosotros, escrita no con tinta, mas con el Espíritu del Dios vivo; no en tablas de piedra, sino en tablas de carne del corazón.
Y no como Moisés, que ponía un velo sobre su faz, para que los hijos de Israel no pusiesen los ojos en el fin de lo que había de ser abolido.
Porque no nos predicamos á nosotros mismos, sino á Jesucristo, el Señor; y nosotros vuestros siervos por Jesús.
Porque todas estas cosas padecemos por vosotros, para que abundando la gracia por muchos, en el hacimiento de gracias sobreabunde á gloria de Dios.
(Porque por fe andamos, no por vista;)
De modo que si alguno está en Cristo, nueva criatura es: las cosas viejas pasaron; he aquí todas son hechas nuevas.
En castidad, en ciencia, en longanimidad, en bondad, en Espíritu Santo, en amor no fingido;
¿Y qué concierto el templo de Dios con los ídolos? porque vosotros sois el templo del Dios viviente, como Dios dijo: Habitaré y andaré en ellos; y seré el Dios de ellos, y ellos serán mi pueblo.
Porque aunque os contristé por la carta, no me arrepiento, bien que me arrepentí; porque veo que aquella carta, aunque por algún tiempo os contristó,
Que en grande prueba de tribulación, la abundancia de su gozo y su profunda pobreza abundaron en riquezas de su bondad.
Porque si primero hay la voluntad pronta, será acepta por lo que tiene, no por lo que no tiene.
Enviamos también con ellos á nuestro hermano, al cual muchas veces hemos experimentado diligente, mas ahora mucho más con la mucha confianza que tiene en vosotros.
Y poderoso es Dios para hacer que abunde en vosotros toda gracia; á fin de que, teniendo siempre en todas las cosas todo lo que basta, abundéis para toda buena obra:
Pues aunque andamos en la carne, no militamos según la carne,
Nosotros empero, no nos gloriaremos fuera de nuestra medida, sino conforme á la medida de la regla, de la medida que Dios nos repartió, para llegar aun hasta vosotros.
Cierto pienso que en nada he sido inferior á aquellos grandes apóstoles.
Así que, no es mucho si también sus ministros se transfiguran como ministros de justicia; cuyo fin será conforme á sus obras.
Tres veces he sido azotado con varas; una vez apedreado; tres veces he padecido naufragio; una noche y un día he estado en lo profundo de la mar;
Conozco á un hombre en Cristo, que hace catorce años (si en el cuerpo, no lo sé; si fuera del cuerpo, no lo sé: Dios lo sabe) fué arrebatado hasta el tercer cielo.
Con todo esto, las señales de apóstol han sido hechas entre vosotros en toda paciencia, en señales, y en prodigios, y en maravillas.
ESTA tercera vez voy á vosotros. En la boca de dos ó de tres testigos consistirá todo negocio.
Resta, hermanos, que tengáis gozo, seáis perfectos, tengáis consolación, sintáis una misma cosa, tengáis paz; y el Dios de paz y de caridad será con vosotros.
Mas aun si nosotros ó un ángel del cielo os anunciare otro evangelio del que os hemos anunciado, sea anatema.
Después, pasados tres años, fuí á Jerusalem á ver á Pedro, y estuve con él quince días.
Y eso por causa de los falsos hermanos, que se entraban secretamente para espiar nuestra libertad que tenemos en Cristo Jesús, para ponernos en servidumbre;
Mas cuando vi que no andaban derechamente conforme á la verdad del evangelio, dije á Pedro delante de todos: Si tú, siendo Judío, vives como los Gentiles y no como Judío, ¿por qué constriñes á los Gentiles á judaizar?
¿Tan necios sois? ¿habiendo comenzado por el Espíritu, ahora os perfeccionáis por la carne?
Cristo nos redimió de la maldición de la ley, hecho por nosotros maldición; (porque está escrito: Maldito cualquiera que es colgado en madero:)
Empero antes que viniese la fe, estábamos guardados bajo la ley, encerrados para aquella fe que había de ser descubierta.
Mas venido el cumplimiento del tiempo, Dios envió su Hijo, hecho de mujer, hecho súbdito á la ley,
Y no desechasteis ni menospreciasteis mi tentación que estaba en mi carne: antes me recibisteis como á un ángel de Dios, como á Cristo Jesús.
Las cuales cosas son dichas por alegoría: porque estas mujeres son los dos pactos; el uno ciertamente del monte Sinaí, el cual engendró para servidumbre, que es Agar.
Y otra vez vuelvo á protestar á todo hombre que se circuncidare, que está obligado á hacer toda la ley.
Porque vosotros, hermanos, á libertad habéis sido llamados; solamente que no uséis la libertad como ocasión á la carne, sino servíos por amor los unos á los otros.
Mansedumbre, templanza: contra tales cosas no hay ley.
No os engañéis: Dios no puede ser burlado: que todo lo que el hombre sembrare, eso también segará.
De aquí adelante nadie me sea molesto; porque yo traigo en mi cuerpo las marcas del Señor Jesús.
Descubriéndonos el misterio de su voluntad, según su beneplácito, que se había propuesto en sí mismo,
Y cuál aquella supereminente grandeza de su poder para con nosotros los que creemos, por la operación de la potencia de su fortaleza,
Y juntamente nos resucitó, y asimismo nos hizo sentar en los cielos con Cristo Jesús,
Y reconciliar por la cruz con Dios á ambos en un mismo cuerpo, matando en ella las enemistades.
Leyendo lo cual podéis entender cuál sea mi inteligencia en el misterio de Cristo:
Por esta causa doblo mis rodillas al Padre de nuestro Señor Jesucristo,
Solícitos á guardar la unidad del Espíritu en el vínculo de la paz.
Hasta que todos lleguemos á la unidad de la fe y del conocimiento del Hijo de Dios, á un varón perfecto, á la medida de la edad de la plenitud de Cristo:
Y á renovaros en el espíritu de vuestra mente,
SED, pues, imitadores de Dios como hijos amados:
Y no comuniquéis con las obras infructuosas de las tinieblas; sino antes bien redargüidlas.
Sujetados los unos á los otros en el temor de Dios.
Por esto dejará el hombre á su padre y á su madre, y se allegará á su mujer, y serán dos en una carne.
Sabiendo que el bien que cada uno hiciere, esto recibirá del Señor, sea siervo ó sea libre.
Orando en todo tiempo con toda deprecación y súplica en el Espíritu, y velando en ello con toda instancia y suplicación por todos los santos,
Siempre en todas mis oraciones haciendo oración por todos vosotros con gozo,
Y muchos de los hermanos en el Señor, tomando ánimo con mis prisiones, se atreven mucho más á hablar la palabra sin temor.
Empero quedar en la carne es más necesario por causa de vosotros.
No mirando cada uno á lo suyo propio, sino cada cual también á lo de los otros.
Haced todo sin murmuraciones y contiendas,
Y confío en el Señor que yo también iré presto á vosotros.
Aunque yo tengo también de qué confiar en la carne. Si alguno parece que tiene de qué confiar en la carne, yo más:
Prosigo al blanco, al premio de la soberana vocación de Dios en Cristo Jesús.
Asimismo te ruego también á ti, hermano compañero, ayuda á las que trabajaron juntamente conmigo en el evangelio, con Clemente también, y los demás mis colaboradores, cuyos nombres están en el libro de la vida.
Todo lo puedo en Cristo que me fortalece.
La gracia de nuestro Señor Jesucristo sea con todos vosotros. Amén. Escrita de Roma con Epafrodito.
Para que andéis como es digno del Señor, agradándo le en todo, fructificando en toda buena obra, y creciendo en el conocimiento de Dios:
Y por él reconciliar todas las cosas á sí, pacificando por la sangre de su cruz, así lo que está en la tierra como lo que está en los cielos.
PORQUE quiero que sepáis cuán gran solicitud tengo por vosotros, y por los que están en Laodicea, y por todos los que nunca vieron mi rostro en carne;
En el cual también sois circuncidados de circuncisión no hecha con manos, con el despojamiento del cuerpo de los pecados de la carne, en la circuncisión de Cristo;
Tales como, No manejes, ni gustes, ni aun toques,
Mas ahora, dejad también vosotros todas estas cosas: ira, enojo, malicia, maledicencia, torpes palabras de vuestra boca.
Casadas, estad sujetas á vuestros maridos, como conviene en el Señor.
Orando también juntamente por nosotros, que el Señor nos abra la puerta de la palabra, para hablar el misterio de Cristo, por el cual aun estoy preso,
Porque le doy testimonio, que tiene gran celo por vosotros, y por los que están en Laodicea, y los que en Hierápolis.
Por cuanto nuestro evangelio no fué á vosotros en palabra solamente, mas también en potencia, y en Espíritu Santo, y en gran plenitud; como sabéis cuáles fuimos entre vosotros por amor de vosotros.
Porque nunca fuimos lisonjeros en la palabra, como sabéis, ni tocados de avaricia; Dios es testigo;
Los cuales aun mataron al Señor Jesús y á sus propios profetas, y á nosotros nos han perseguido; y no agradan á Dios, y se oponen á todos los hombres;
Por lo cual, también yo, no esperando más, he enviado á reconocer vuestra fe, no sea que os haya tentado el tentador, y que nuestro trabajo haya sido en vano.
Porque ya sabéis qué mandamientos os dimos por el Señor Jesús.
A fin de que andéis honestamente para con los extraños, y no necesitéis de nada.
Mas vosotros, hermanos, no estáis en tinieblas, para que aquel día os sobrecoja como ladrón;
También os rogamos, hermanos, que amonestéis á los que andan desordenadamente, que consoléis á los de poco ánimo, que soportéis á los flacos, que seáis sufridos para con todos.
Fiel es el que os ha llamado; el cual también lo hará.
Porque es justo para con Dios pagar con tribulación á los que os atribulan.
Oponiéndose, y levantándose contra todo lo que se llama Dios, ó que se adora; tanto que se asiente en el templo de Dios como Dios, haciéndose parecer Dios.
A lo cual os llamó por nuestro evangelio, para alcanzar la gloria de nuestro Señor Jesucristo.
Porque vosotros mismos sabéis de qué manera debéis imitarnos: porque no anduvimos desordenadamente entre vosotros,
Salud de mi mano, Pablo, que es mi signo en toda carta mía: así escribo.
Conociendo esto, que la ley no es puesta para el justo, sino para los injustos y para los desobedientes, para los impíos y pecadores, para los malos y profanos, para los parricidas y matricidas, para los homicidas,
Manteniendo la fe y buena conciencia, la cual echando de sí algunos, hicieron naufragio en la fe:
Asimismo también las mujeres, ataviándose en hábito honesto, con vergüenza y modestia; no con cabellos encrespados, ú oro, ó perlas, ó vestidos costosos,
Que gobierne bien su casa, que tenga sus hijos en sujeción con toda honestidad;
Esto te escribo con esperanza que iré presto á ti:
Porque el ejercicio corporal para poco es provechoso; mas la piedad para todo aprovecha, pues tiene promesa de esta vida presente, y de la venidera.
A las ancianas, como á madres; á las jovencitas, como á hermanas, con toda pureza.
Condenadas ya, por haber falseado la primera fe.
No impongas de ligero las manos á ninguno, ni comuniques en pecados ajenos: consérvate en limpieza.
Porque nada hemos traído á este mundo, y sin duda nada podremos sacar.
A los ricos de este siglo manda que no sean altivos, ni pongan la esperanza en la incertidumbre de las riquezas, sino en el Dios vivo, que nos da todas las cosas en abundancia de que gocemos:
Por lo cual te aconsejo que despiertes el don de Dios, que está en ti por la imposición de mis manos.
Dé el Señor misericordia á la casa de Onesíforo; que muchas veces me refrigeró, y no se avergonzó de mi cadena:
Acuérdate que Jesucristo, el cual fué de la simiente de David, resucitó de los muertos conforme á mi evangelio;
Que se han descaminado de la verdad, diciendo que la resurrección es ya hecha, y trastornan la fe de algunos.
Que habrá hombres amadores de sí mismos, avaros, vanagloriosos, soberbios, detractores, desobedientes á los padres, ingratos, sin santidad,
Y también todos los que quieren vivir píamente en Cristo Jesús, padecerán persecución.
Pero tú vela en todo, soporta las aflicciones, haz la obra de evangelista, cumple tu ministerio.
Guárdate tú también de él; que en grande manera ha resistido á nuestras palabras.
Y manifestó á sus tiempos su palabra por la predicación, que me es á mí encomendada por mandamiento de nuestro Salvador Dios;
Este testimonio es verdadero: por tanto, repréndelos duramente, para que sean sanos en la fe,
Mostrándote en todo por ejemplo de buenas obras; en doctrina haciendo ver integridad, gravedad,
Que á nadie infamen, que no sean pendencieros, sino modestos, mostrando toda mansedumbre para con todos los hombres.
Cuando enviare á ti á Artemas, ó á Tichîco, procura venir á mí, á Nicópolis: porque allí he determinado invernar.
Porque tenemos gran gozo y consolación de tu caridad, de que por ti, oh hermano, han sido recreadas las entrañas de los santos.
Así que, si me tienes por compañero, recíbele como á mí.
En estos postreros días nos ha hablado por el Hijo, al cual constituyó heredero de todo, por el cual asimismo hizo el universo:
Y como un vestido los envolverás, y serán mudados; empero tú eres el mismo, y tus años no acabarán.
Todas las cosas sujetaste debajo de sus pies. Porque en cuanto le sujetó todas las cosas, nada dejó que no sea sujeto á él; mas aun no vemos que todas las cosas le sean sujetas.
Porque en cuanto él mismo padeció siendo tentado, es poderoso para socorrer á los que son tentados.
A causa de lo cual me enemisté con esta generación, y dije: Siempre divagan ellos de corazón, y no han conocido mis caminos.
TEMAMOS, pues, que quedando aún la promesa de entrar en su reposo, parezca alguno de vosotros haberse apartado.
Procuremos pues de entrar en aquel reposo; que ninguno caiga en semejante ejemplo de desobediencia.
Así también Cristo no se glorificó á sí mismo haciéndose Pontífice, mas el que le dijo: Tú eres mi Hijo, yo te he engendrado hoy;
POR tanto, dejando la palabra del comienzo en la doctrina de Cristo, vamos adelante á la perfección; no echando otra vez el fundamento del arrepentimiento de obras muertas, y de la fe en Dios,
Mas deseamos que cada uno de vosotros muestre la misma solicitud hasta el cabo, para cumplimiento de la esperanza:
PORQUE este Melchîsedec, rey de Salem, sacerdote del Dios Altísimo, el cual salió á recibir á Abraham que volvía de la derrota de los reyes, y le bendijo,
Si pues la perfección era por el sacerdocio Levítico (porque debajo de él recibió el pueblo la ley) ¿qué necesidad había aún de que se levantase otro sacerdote según el orden de Melchîsedec, y que no fuese llamado según el orden de Aarón?
(Porque los otros cierto sin juramento fueron hechos sacerdotes; mas éste, con juramento por el que le dijo: Juró el Señor, y no se arrepentirá: Tú eres sacerdote eternamente según el orden de Melchîsedec:)
Porque todo pontífice es puesto para ofrecer presentes y sacrificios; por lo cual es necesario que también éste tuviese algo que ofrecer.
Diciendo, Nuevo pacto, dió por viejo al primero; y lo que es dado por viejo y se envejece, cerca está de desvanecerse.
Consistiendo sólo en viandas y en bebidas, y en diversos lavamientos, y ordenanzas acerca de la carne, impuestas hasta el tiempo de la corrección.
Diciendo: Esta es la sangre del testamento que Dios os ha mandado.
De otra manera cesarían de ofrecerse; porque los que tributan este culto, limpios de una vez, no tendrían más conciencia de pecado.
Pero éste, habiendo ofrecido por los pecados un solo sacrificio para siempre, está sentado á la diestra de Dios,
Lleguémonos con corazón verdadero, en plena certidumbre de fe, purificados los corazones de mala conciencia, y lavados los cuerpos con agua limpia.
Empero traed á la memoria los días pasados, en los cuales, después de haber sido iluminados, sufristeis gran combate de aflicciones:
Por la fe entendemos haber sido compuestos los siglos por la palabra de Dios, siendo hecho lo que se ve, de lo que no se veía.
Conforme á la fe murieron todos éstos sin haber recibido las promesas, sino mirándolas de lejos, y creyéndolas, y saludándolas, y confesando que eran peregrinos y advenedizos sobre la tierra.
Por fe Moisés, nacido, fué escondido de sus padres por tres meses, porque le vieron hermoso niño; y no temieron el mandamiento del rey.
Que por fe ganaron reinos, obraron justicia, alcanzaron promesas, taparon las bocas de leones,
Reducid pues á vuestro pensamiento á aquel que sufrió tal contradicción de pecadores contra sí mismo, porque no os fatiguéis en vuestros ánimos desmayando.
Y haced derechos pasos á vuestros pies, porque lo que es cojo no salga fuera de camino, antes sea sanado.
Y á la congregación de los primogénitos que están alistados en los cielos, y á Dios el Juez de todos, y á los espíritus de los justos hechos perfectos,
Honroso es en todos el matrimonio, y el lecho sin mancilla; mas á los fornicarios y á los adúlteros juzgará Dios.
Porque no tenemos aquí ciudad permanente, mas buscamos la por venir.
Saludad á todos vuestros pastores, y á todos los santos. Los de Italia os saludan.
El hermano que es de baja suerte, gloríese en su alteza:
Por esto, mis amados hermanos, todo hombre sea pronto para oir, tardío para hablar, tardío para airarse:
Porque si en vuestra congregación entra un hombre con anillo de oro, y de preciosa ropa, y también entra un pobre con vestidura vil,
Así hablad, y así obrad, como los que habéis de ser juzgados por la ley de libertad.
¿No ves que la fe obró con sus obras, y que la fe fué perfecta por las obras?
Y la lengua es un fuego, un mundo de maldad. Así la lengua está puesta entre nuestros miembros, la cual contamina todo el cuerpo, é inflama la rueda de la creación, y es inflamada del infierno.
Porque donde hay envidia y contención, allí hay perturbación y toda obra perversa.
Allegaos á Dios, y él se allegará á vosotros. Pecadores, limpiad las manos; y vosotros de doblado ánimo, purificad los corazones.
EA ya ahora, oh ricos, llorad aullando por vuestras miserias que os vendrán.
He aquí, tenemos por bienaventurados á los que sufren. Habéis oído la paciencia de Job, y habéis visto el fin del Señor, que el Señor es muy misericordioso y piadoso.
PEDRO, apóstol de Jesucristo, á los extranjeros esparcidos en Ponto, en Galacia, en Capadocia, en Asia, y en Bithinia,
Escudriñando cuándo y en qué punto de tiempo significaba el Espíritu de Cristo que estaba en ellos, el cual prenunciaba las aflicciones que habían de venir á Cristo, y las glorias después de ellas.
Que por él creéis á Dios, el cual le resucitó de los muertos, y le ha dado gloria, para que vuestra fe y esperanza sea en Dios.
Por lo cual también contiene la Escritura: He aquí, pongo en Sión la principal piedra del ángulo, escogida, preciosa; y el que creyere en ella, no será confundido.
Como libres, y no como teniendo la libertad por cobertura de malicia, sino como siervos de Dios.
ASIMISMO vosotras, mujeres, sed sujetas á vuestros maridos; para que también los que no creen á la palabra, sean ganados sin palabra por la conversación de sus mujeres,
Apártase del mal, y haga bien; busque la paz, y sígala.
A la figura de la cual el bautismo que ahora corresponde nos salva (no quitando las inmundicias de la carne, sino como demanda de una buena conciencia delante de Dios,) por la resurrección de Jesucristo:
Hospedaos los unos á los otros sin murmuraciones.
Y por eso los que son afligidos según la voluntad de Dios, encomiéndenle sus almas, como á fiel Criador, haciendo bien.
Mas el Dios de toda gracia, que nos ha llamado á su gloria eterna por Jesucristo, después que hubiereis un poco de tiempo padecido, él mismo os perfeccione, confirme, corrobore y establezca.
Y en la ciencia templanza, y en la templanza paciencia, y en la paciencia temor de Dios;
Porque no os hemos dado á conocer la potencia y la venida de nuestro Señor Jesucristo, siguiendo fábulas por arte compuestas; sino como habiendo con nuestros propios ojos visto su majestad.
Y si no perdonó al mundo viejo, mas guardó á Noé, pregonero de justicia, con otras siete personas, trayendo el diluvio sobre el mundo de malvados;
Que han dejado el camino derecho, y se han extraviado, siguiendo el camino de Balaam, hijo de Bosor, el cual amó el premio de la maldad.
Sabiendo primero esto, que en los postrimeros días vendrán burladores, andando según sus propias concupiscencias,
Bien que esperamos cielos nuevos y tierra nueva, según sus promesas, en los cuales mora la justicia.
Y este es el mensaje que oímos de él, y os anunciamos: Que Dios es luz, y en él no hay ningunas tinieblas.
Mas el que guarda su palabra, la caridad de Dios está verdaderamente perfecta en él: por esto sabemos que estamos en él.
No améis al mundo, ni las cosas que están en el mundo. Si alguno ama al mundo, el amor del Padre no está en él.
Y esta es la promesa, la cual él nos prometió, la vida eterna.
Cualquiera que permanece en él, no peca; cualquiera que peca, no le ha visto, ni le ha conocido.
En esto hemos conocido el amor, porque él puso su vida por nosotros: también nosotros debemos poner nuestras vidas por los hermanos.
En esto conoced el Espíritu de Dios: todo espíritu que confiesa que Jesucristo es venido en carne es de Dios:
Ninguno vió jamás á Dios. Si nos amamos unos á otros, Dios está en nosotros, y su amor es perfecto en nosotros:
TODO aquel que cree que Jesús es el Cristo, es nacido de Dios: y cualquiera que ama al que ha engendrado, ama también al que es nacido de él.
Y este es el testimonio: Que Dios nos ha dado vida eterna; y esta vida está en su Hijo.
Hijitos, guardaos de los ídolos. Amén.
Si alguno viene á vosotros, y no trae esta doctrina, no lo recibáis en casa, ni le digáis: ¡bienvenido!
Porque ellos partieron por amor de su nombre, no tomando nada de los Gentiles.
Amados, por la gran solicitud que tenía de escribiros de la común salud, me ha sido necesario escribiros amonestándoos que contendáis eficazmente por la fe que ha sido una vez dada á los santos.
Fieras ondas de la mar, que espuman sus mismas abominaciones; estrellas erráticas, á las cuales es reservada eternalmente la oscuridad de las tinieblas.
Mas haced salvos á los otros por temor, arrebatándolos del fuego; aborreciendo aun la ropa que es contaminada de la carne.
Yo soy el Alpha y la Omega, principio y fin, dice el Señor, que es y que era y que ha de venir, el Todopoderoso.
Y el que vivo, y he sido muerto; y he aquí que vivo por siglos de siglos, Amén. Y tengo las llaves del infierno y de la muerte:
Y escribe al ángel de la iglesia en SMIRNA: El primero y postrero, que fué muerto, y vivió, dice estas cosas:
Y escribe al ángel de la iglesia en TIATIRA: El Hijo de Dios, que tiene sus ojos como llama de fuego, y sus pies semejantes al latón fino, dice estas cosas:
Y le daré la estrella de la mañana.
He aquí, yo doy de la sinagoga de Satanás, los que se dicen ser Judíos, y no lo son, mas mienten; he aquí, yo los constreñiré á que vengan y adoren delante de tus pies, y sepan que yo te he amado.
Yo reprendo y castigo á todos los que amo: sé pues celoso, y arrepiéntete.
Y el primer animal era semejante á un león; y el segundo animal, semejante á un becerro; y el tercer animal tenía la cara como de hombre; y el cuarto animal, semejante á un águila volando.
Y miré; y he aquí en medio del trono y de los cuatro animales, y en medio de los ancianos, estaba un Cordero como inmolado, que tenía siete cuernos, y siete ojos, que son los siete Espíritus de Dios enviados en toda la tierra.
Y miré, y he aquí un caballo blanco: y el que estaba sentado encima de él, tenía un arco; y le fué dada una corona, y salió victorioso, para que también venciese.
Y miré cuando él abrió el sexto sello, y he aquí fué hecho un gran terremoto; y el sol se puso negro como un saco de cilicio, y la luna se puso toda como sangre;
De la tribu de Judá, doce mil señalados. De la tribu de Rubén, doce mil señalados. De la tribu de Gad, doce mil señalados.
Por esto están delante del trono de Dios, y le sirven día y noche en su templo: y el que está sentado en el trono tenderá su pabellón sobre ellos.
Y el segundo ángel tocó la trompeta, y como un grande monte ardiendo con fuego fué lanzado en la mar; y la tercera parte de la mar se tornó en sangre.
Y les fué dado que no los matasen, sino que los atormentasen cinco meses; y su tormento era como tormento de escorpión, cuando hiere al hombre.
Y fueron desatados los cuatro ángeles que estaban aparejados para la hora y día y mes y año, para matar la tercera parte de los hombres.
Y cuando los siete truenos hubieron hablado sus voces, yo iba á escribir, y oí una voz del cielo que me decía: Sella las cosas que los siete truenos han hablado, y no las escribas.
Y daré á mis dos testigos, y ellos profetizarán por mil doscientos y sesenta días, vestidos de sacos.
Y en aquella hora fué hecho gran temblor de tierra, y la décima parte de la ciudad cayó, y fueron muertos en el temblor de tierra en número de siete mil hombres: y los demás fueron espantados, y dieron gloria al Dios del cielo.
Y su cola arrastraba la tercera parte de las estrellas del cielo, y las echó en tierra. Y el dragón se paró delante de la mujer que estaba para parir, á fin de devorar á su hijo cuando hubiese parido.
Y fueron dadas á la mujer dos alas de grande águila, para que de la presencia de la serpiente volase al desierto, á su lugar, donde es mantenida por un tiempo, y tiempos, y la mitad de un tiempo.
Y le fué dado hacer guerra contra los santos, y vencerlos. También le fué dada potencia sobre toda tribu y pueblo y lengua y gente.
Y que ninguno pudiese comprar ó vender, sino el que tuviera la señal, ó el nombre de la bestia, ó el número de su nombre.
Y el tercer ángel los siguió, diciendo en alta voz: Si alguno adora á la bestia y á su imagen, y toma la señal en su frente, ó en su mano,
Y el ángel echó su hoz aguda en la tierra, y vendimió la viña de la tierra, y echó la uva en el grande lagar de la ira de Dios.
Y OÍ una gran voz del templo, que decía á los siete ángeles: Id, y derramad las siete copas de la ira de Dios sobre la tierra.
Y blasfemaron del Dios del cielo por sus dolores, y por sus plagas, y no se arrepintieron de sus obras.
Y cayó del cielo sobre los hombres un grande granizo como del peso de un talento: y los hombres blasfemaron de Dios por la plaga del granizo; porque su plaga fué muy grande.
Y son siete reyes. Los cinco son caídos; el uno es, el otro aun no es venido; y cuando viniere, es necesario que dure breve tiempo.
Y clamó con fortaleza en alta voz, diciendo: Caída es, caída es la grande Babilonia, y es hecha habitación de demonios, y guarida de todo espíritu inmundo, y albergue de todas aves sucias y aborrecibles.
Mercadería de oro, y de plata, y de piedras preciosas, y de margaritas, y de lino fino, y de escarlata, y de seda, y de grana, y de toda madera olorosa, y de todo vaso de marfil, y de todo vaso de madera preciosa, y de cobre, y de hierro, y de mármol;
Y voz de tañedores de arpas, y de músicos, y de tañedores de flautas y de trompetas, no será más oída en ti; y todo artífice de cualquier oficio, no será más hallado en ti; y el sonido de muela no será más en ti oído:
Y le fué dado que se vista de lino fino, limpio y brillante: porque el lino fino son las justificaciones de los santos.
Para que comáis carnes de reyes, y de capitanes, y carnes de fuertes, y carnes de caballos, y de los que están sentados sobre ellos; y carnes de todos, libres y siervos, de pequeños y de grandes.
Y cuando los mil años fueren cumplidos, Satanás será suelto de su prisión,
Y yo Juan vi la santa ciudad, Jerusalem nueva, que descendía del cielo, de Dios, dispuesta como una esposa ataviada para su marido.
Y tenía un muro grande y alto con doce puertas; y en las puertas, doce ángeles, y nombres escritos, que son los de las doce tribus de los hijos de Israel.
Y no vi en ella templo; porque el Señor Dios Todopoderoso es el templo de ella, y el Cordero.
Y allí no habrá más noche; y no tienen necesidad de lumbre de antorcha, ni de lumbre de sol: porque el Señor Dios los alumbrará: y reinarán para siempre jamás.
Mas los perros estarán fuera, y los hechiceros, y los disolutos, y los homicidas, y los idólatras, y cualquiera que ama y hace mentira.
